// @vitest-environment jsdom
import type { SupportMessage } from "@ipf/shared/schemas/support";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import "../../i18n";
import { ThreadMessage } from "./ThreadMessage";

const message = (fields: Partial<SupportMessage>): SupportMessage => ({
  _id: "m1",
  message: "",
  file: null,
  fileName: null,
  isAdmin: false,
  createdAt: "2026-03-07T10:00:00Z",
  report: null,
  ...fields,
});

/** The message as the thread draws it. */
function rendered(entry: SupportMessage, customer = "يوسف بن علي"): HTMLElement {
  const page = new DOMParser().parseFromString(
    `<ol>${renderToStaticMarkup(<ThreadMessage message={entry} customer={customer} />)}</ol>`,
    "text/html",
  );
  return page.querySelector("li")!;
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The message mounted, once the API's address is known (attachments link there). */
async function mounted(entry: SupportMessage): Promise<HTMLElement> {
  const host = document.createElement("ol");
  const root = createRoot(host);
  await act(async () => root.render(<ThreadMessage message={entry} customer="Yacine" />));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  return host.querySelector("li")!;
}

describe("ThreadMessage", () => {
  it("gives each message's text its own direction: an Arabic message, a reply in English", () => {
    for (const text of ["شكرا جزيلا!", "Thank you!"]) {
      const paragraph = rendered(message({ message: text, isAdmin: text.startsWith("T") })).querySelector(
        ".ipf-message-text",
      )!;
      expect([paragraph.textContent, paragraph.getAttribute("dir")]).toEqual([text, "auto"]);
    }
  });

  it("isolates the customer's name beside the time", () => {
    const name = rendered(message({ message: "مرحبا" })).querySelector(".ipf-message-meta bdi");
    expect(name?.textContent).toBe("يوسف بن علي");
  });

  it("names an attachment as it was sent, a picture under its thumbnail", async () => {
    const pdf = await mounted(message({ file: "/uploads/support/a.pdf?sig=1", fileName: "invoice 2026.pdf" }));
    const pdfLink = pdf.querySelector("a.ipf-message-file")!;
    expect(pdfLink.getAttribute("href")).toBe("/uploads/support/a.pdf?sig=1");
    expect(pdfLink.textContent).toBe("invoice 2026.pdf");
    expect(pdfLink.querySelector("img")).toBeNull();

    const picture = await mounted(message({ file: "/uploads/support/b.webp?sig=1", fileName: "صورة الطرد.jpg" }));
    const pictureLink = picture.querySelector("a.ipf-message-file")!;
    expect(pictureLink.querySelector("img")?.getAttribute("src")).toBe("/uploads/support/b.webp?sig=1");
    expect(pictureLink.querySelector("bdi")?.textContent).toBe("صورة الطرد.jpg");
  });

  it("says 'Attachment' for a file sent before names were kept", async () => {
    const old = await mounted(message({ file: "/uploads/support/a.pdf?sig=1", fileName: null }));
    expect(old.querySelector("a.ipf-message-file")?.textContent).toBe("Attachment");
  });
});
