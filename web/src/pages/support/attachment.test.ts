import { describe, expect, it } from "vitest";
import { checkAttachment, isConvertibleImage, MAX_ATTACHMENT_BYTES, prepareAttachment, webpName } from "./attachment";

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A small well-formed PDF, as the API takes it. */
function pdfText(): string {
  let text = "%PDF-1.4\n";
  const offset = text.length;
  text += "1 0 obj\n<< /Type /Catalog >>\nendobj\n";
  const xref = text.length;
  text += `xref\n0 2\n0000000000 65535 f \n${String(offset).padStart(10, "0")} 00000 n \n`;
  return `${text}trailer\n<< /Size 2 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
}

describe("ticket attachments", () => {
  it("takes photos and PDFs by their content, up to 10 MB", async () => {
    const png = new File([new Uint8Array(PNG_HEAD), "rest of the image"], "shot.png", { type: "image/png" });
    expect(await checkAttachment(png)).toBeNull();
    // The name and the browser's type do not matter: the bytes do.
    expect(await checkAttachment(new File([new Uint8Array(PNG_HEAD)], "scan", { type: "" }))).toBeNull();
    expect(await checkAttachment(new File([pdfText()], "invoice.pdf", { type: "application/pdf" }))).toBeNull();
  });

  it("refuses a program named like a photo, a page, a drawing, and a PDF where only photos go", async () => {
    const exe = new File(["MZ\x90\x00This program cannot be run in DOS mode."], "photo.png", { type: "image/png" });
    expect(await checkAttachment(exe)).toBe("fileType");
    expect(await checkAttachment(new File(["<html></html>"], "a.pdf", { type: "application/pdf" }))).toBe("fileType");
    expect(await checkAttachment(new File(["<svg/>"], "a.svg", { type: "image/svg+xml" }))).toBe("fileType");
    const pdf = new File([pdfText()], "invoice.pdf", { type: "application/pdf" });
    expect(await checkAttachment(pdf, { pdf: false })).toBe("fileType");
  });

  it("refuses a file over 10 MB before reading it", async () => {
    const large = new File([new Uint8Array(PNG_HEAD), new Uint8Array(MAX_ATTACHMENT_BYTES)], "big.png", {
      type: "image/png",
    });
    expect(await checkAttachment(large)).toBe("fileSize");
  });

  it("names the converted photo .webp", () => {
    expect(webpName("holiday.JPG")).toBe("holiday.webp");
    expect(webpName("archive.tar.png")).toBe("archive.tar.webp");
    expect(webpName("noext")).toBe("noext.webp");
  });

  it("converts raster photos only", () => {
    expect(isConvertibleImage({ type: "image/png" })).toBe(true);
    expect(isConvertibleImage({ type: "application/pdf" })).toBe(false);
  });

  it("leaves a PDF as it is", async () => {
    const pdf = new File(["%PDF-1.4"], "a.pdf", { type: "application/pdf" });
    await expect(prepareAttachment(pdf)).resolves.toBe(pdf);
  });

  it("keeps the original when the browser cannot decode it", async () => {
    const broken = new File(["not an image"], "a.png", { type: "image/png" });
    await expect(prepareAttachment(broken)).resolves.toBe(broken);
  });
});
