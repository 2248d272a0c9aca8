import { describe, expect, it } from "vitest";
import { isPdf, MAX_UPLOAD_BYTES, photoFormat, uploadProblem } from "./files.js";

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));

/** A small well-formed PDF: three objects and their cross-reference table. */
function pdf(): Uint8Array {
  let text = "%PDF-1.4\n";
  const offsets: number[] = [];
  for (const body of ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [] /Count 0 >>"]) {
    offsets.push(text.length);
    text += `${offsets.length} 0 obj\n${body}\nendobj\n`;
  }
  const xref = text.length;
  text += `xref\n0 3\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, "0")} 00000 n \n`;
  text += `trailer\n<< /Size 3 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return bytes(text);
}

const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "\0\0\0\rIHDR");
const EXE = bytes("MZ", [0x90, 0, 3, 0, 0, 0, 4, 0], "This program cannot be run in DOS mode.");

describe("photoFormat", () => {
  it("knows each photo format the API decodes by its first bytes", () => {
    expect(photoFormat(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(photoFormat(PNG)).toBe("png");
    expect(photoFormat(bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "))).toBe("webp");
    expect(photoFormat(bytes("GIF89a"))).toBe("gif");
    expect(photoFormat(bytes([0x49, 0x49, 0x2a, 0]))).toBe("tiff");
    expect(photoFormat(bytes([0, 0, 0, 0x18], "ftypheic", [0, 0, 0, 0], "mif1heic"))).toBe("heif");
    expect(photoFormat(bytes([0, 0, 0, 0x1c], "ftypavif", [0, 0, 0, 0], "avifmif1miaf"))).toBe("avif");
  });

  it("refuses a program, a page, a drawing and a document, whatever their name", () => {
    expect(photoFormat(EXE)).toBeNull();
    expect(photoFormat(bytes("<!doctype html><html>"))).toBeNull();
    expect(photoFormat(bytes("<svg xmlns='http://www.w3.org/2000/svg'>"))).toBeNull();
    expect(photoFormat(pdf())).toBeNull();
    expect(photoFormat(bytes([0, 0, 0, 0x18], "ftypisom", [0, 0, 0, 0], "isomiso2"))).toBeNull();
    expect(photoFormat(new Uint8Array())).toBeNull();
  });
});

describe("isPdf", () => {
  it("takes a PDF by its structure, not by its header alone", () => {
    expect(isPdf(pdf())).toBe(true);
    expect(isPdf(bytes("%PDF-1.4\n<html>not really</html>"))).toBe(false);
    expect(isPdf(pdf().subarray(0, 120))).toBe(false);
  });
});

describe("uploadProblem", () => {
  it("says the size first, then the kind the field takes", () => {
    expect(uploadProblem(PNG, { pdf: false })).toBeNull();
    expect(uploadProblem(pdf(), { pdf: true })).toBeNull();
    expect(uploadProblem(pdf(), { pdf: false })).toBe("fileType");
    expect(uploadProblem(EXE, { pdf: true })).toBe("fileType");
    const large = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    large.set(PNG);
    expect(uploadProblem(large, { pdf: true })).toBe("fileSize");
  });
});
