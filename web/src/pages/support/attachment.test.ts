import { describe, expect, it } from "vitest";
import { checkAttachment, isConvertibleImage, MAX_ATTACHMENT_BYTES, prepareAttachment, webpName } from "./attachment";

describe("ticket attachments", () => {
  it("takes images and PDFs up to 10 MB, and names the problem otherwise", () => {
    expect(checkAttachment({ type: "image/jpeg", name: "a.jpg", size: 1000 })).toBeNull();
    expect(checkAttachment({ type: "application/pdf", name: "a.pdf", size: MAX_ATTACHMENT_BYTES })).toBeNull();
    expect(checkAttachment({ type: "", name: "scan.PDF", size: 10 })).toBeNull();
    expect(checkAttachment({ type: "text/plain", name: "a.txt", size: 10 })).toBe("fileType");
    expect(checkAttachment({ type: "image/svg+xml", name: "a.svg", size: 10 })).toBe("fileType");
    expect(checkAttachment({ type: "image/png", name: "a.png", size: MAX_ATTACHMENT_BYTES + 1 })).toBe("fileSize");
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
