import { describe, expect, it } from "vitest";
import { barcodeSvg, formatLabelDate, labelCss, labelDocument, labelMarkup } from "./label";

const label = {
  parcelCode: "P7K2M9QX",
  customerCode: "A1B2C3",
  customerName: "Amina <Haddad>",
  warehouse: "France, Paris",
  receivedAt: "2026-03-04T09:05:00.000Z",
  trackNumber: "1Z999AA10123456784",
  weightKg: 1.234,
};

describe("#label", () => {
  it("should draw the parcel code as a Code 128 barcode", () => {
    const svg = barcodeSvg("P7K2M9QX");
    expect(svg).toMatch(/^<svg class="ipf-label-barcode"/);
    expect(svg).toContain('aria-label="P7K2M9QX"');
    expect(svg).toContain("<path");
  });

  it("should show the codes, the warehouse, the date and the facts, escaped", () => {
    const markup = labelMarkup(label);
    expect(markup).toContain('data-parcel-code="P7K2M9QX"');
    expect(markup).toContain("<strong>A1B2C3</strong>");
    expect(markup).toContain("Amina &#60;Haddad&#62;");
    expect(markup).not.toContain("<Haddad>");
    expect(markup).toContain("France, Paris");
    expect(markup).toContain("2026-03-04 09:05");
    expect(markup).toContain("1Z999AA10123456784");
    expect(markup).toContain("1.234 kg");
  });

  it("should size the page for 4x6 inches and for A6", () => {
    expect(labelDocument(label, "4x6")).toContain("@page { size: 101.6mm 152.4mm; margin: 0; }");
    expect(labelDocument(label, "a6")).toContain("@page { size: 105mm 148mm; margin: 0; }");
    expect(labelCss("a6")).toContain("width: 105mm; height: 148mm");
  });

  it("should forbid scripts and remote content in the print document", () => {
    expect(labelDocument(label, "4x6")).toContain("default-src 'none'");
    expect(labelDocument(label, "4x6")).not.toMatch(/<script/i);
  });

  it("should date the label in the desk's time zone", () => {
    expect(formatLabelDate("2026-12-31T23:59:00Z")).toBe("2026-12-31 23:59"); // tests run in UTC
  });
});
