import { describe, expect, it } from "vitest";
import {
  attachmentProblem,
  canOpenTicket,
  MAX_ATTACHMENT_BYTES,
  newTicketProblem,
  replyForm,
  replyProblem,
  ticketActions,
} from "./rules";

const CUSTOMER_ID = "7d3f5c1e-6a0b-4c4e-9f0a-2b1c3d4e5f60";
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe("ticketActions", () => {
  it("offers mark-as-read only with an unread customer message, close and reply only while open", () => {
    expect(ticketActions(2, { status: "open", newMessage: true })).toEqual({
      markRead: true,
      close: true,
      reply: true,
    });
    expect(ticketActions(4, { status: "open", newMessage: false })).toEqual({
      markRead: false,
      close: true,
      reply: true,
    });
    expect(ticketActions(1, { status: "closed", newMessage: true })).toEqual({
      markRead: true,
      close: false,
      reply: false,
    });
  });

  it("offers nothing to an unknown group", () => {
    expect(ticketActions(9, { status: "open", newMessage: true })).toEqual({
      markRead: false,
      close: false,
      reply: false,
    });
  });
});

describe("canOpenTicket", () => {
  it("needs finding customers: admin, support and intake, not group 4", () => {
    expect([1, 2, 3, 4].map(canOpenTicket)).toEqual([true, true, true, false]);
  });
});

describe("newTicketProblem", () => {
  it("asks for both the description and the customer", () => {
    expect(newTicketProblem("", CUSTOMER_ID)).toBe("fillAllFields");
    expect(newTicketProblem("   ", CUSTOMER_ID)).toBe("fillAllFields");
    expect(newTicketProblem("About your parcel", null)).toBe("fillAllFields");
    expect(newTicketProblem("About your parcel", CUSTOMER_ID)).toBeNull();
  });

  it("refuses a description over 500 characters", () => {
    expect(newTicketProblem("x".repeat(501), CUSTOMER_ID)).toBe("tooLong");
    expect(newTicketProblem("x".repeat(500), CUSTOMER_ID)).toBeNull();
  });
});

describe("attachmentProblem", () => {
  it("takes images and PDFs up to 10 MB", () => {
    expect(attachmentProblem(null)).toBeNull();
    expect(attachmentProblem(file("photo.jpg", "image/jpeg"))).toBeNull();
    expect(attachmentProblem(file("invoice.pdf", "application/pdf", MAX_ATTACHMENT_BYTES))).toBeNull();
    expect(attachmentProblem(file("scan.PDF", ""))).toBeNull();
  });

  it("refuses other types and files over 10 MB", () => {
    expect(attachmentProblem(file("notes.txt", "text/plain"))).toBe("fileType");
    expect(attachmentProblem(file("tool.exe", ""))).toBe("fileType");
    expect(attachmentProblem(file("big.png", "image/png", MAX_ATTACHMENT_BYTES + 1))).toBe("fileSize");
  });
});

describe("replyProblem", () => {
  it("needs text or a file", () => {
    expect(replyProblem("", null)).toBe("emptyMessage");
    expect(replyProblem("  \n ", null)).toBe("emptyMessage");
    expect(replyProblem("", file("photo.webp", "image/webp"))).toBeNull();
    expect(replyProblem("Hello", null)).toBeNull();
  });

  it("checks the file before the text, and the text's length", () => {
    expect(replyProblem("", file("notes.txt", "text/plain"))).toBe("fileType");
    expect(replyProblem("x".repeat(5001), null)).toBe("messageTooLong");
  });
});

describe("replyForm", () => {
  it("sends the ticket, the trimmed message and the file", () => {
    const attachment = new File(["%PDF-1.4"], "invoice.pdf", { type: "application/pdf" });
    const form = replyForm("ticket-1", "  Here it is  ", attachment);
    expect(form.get("ticketId")).toBe("ticket-1");
    expect(form.get("message")).toBe("Here it is");
    expect((form.get("file") as File).name).toBe("invoice.pdf");
    expect(replyForm("ticket-1", "Hi", null).has("file")).toBe(false);
  });
});
