import { describe, expect, it } from "vitest";
import { countryField, detailLineSchema, flagField, weightField } from "./parcels-fields.js";
import { detailsUpdateRequestSchema, groupRequestSchema, packageApproveRequestSchema } from "./parcels-customer.js";
import { preAlertLineSchema } from "./pre-alerts.js";
import { approvalAcceptRequestSchema, intakeFormSchema, shipRequestSchema } from "./parcels-staff.js";

const ID = "5f0c6d1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f";
const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("parcel fields", () => {
  it("read multipart strings the way the desk types them", () => {
    expect(weightField.parse("1,25")).toBe(1250);
    expect(weightField.parse(0.0004 + 0.0006)).toBe(1);
    expect(weightField.safeParse("").error?.issues[0]?.message).toBe("codeRequired");
    expect(weightField.safeParse("abc").error?.issues[0]?.message).toBe("invalidNumber");
    expect(weightField.safeParse("0").error?.issues[0]?.message).toBe("positiveNumber");
    for (const yes of [true, "true", "Yes", "1", 1]) expect(flagField.parse(yes)).toBe(true);
    for (const no of [false, "false", "No", "0", 0, undefined, ""]) expect(flagField.parse(no)).toBe(false);
    expect(flagField.safeParse("maybe").success).toBe(false);
  });

  it("take any weight a parcel can have, and bound it physically with the bound in the message", () => {
    expect(weightField.parse("42")).toBe(42_000);
    expect(weightField.parse(1000)).toBe(1_000_000);
    expect(weightField.safeParse("1000.5").error?.issues[0]?.message).toBe("weightMax?max=1000");
  });

  it("read numbers typed in Arabic-Indic or Persian digits as every number box does", () => {
    expect(weightField.parse("١٫٢٥")).toBe(1250);
    expect(weightField.parse("۲,۵")).toBe(2500);
    const line = preAlertLineSchema.parse({ description: "Shoes", quantity: "٣", price: "١٢٫٥٠" });
    expect(line).toMatchObject({ quantity: 3, priceCents: 1250 });
    expect(detailsUpdateRequestSchema.parse({ details: [{ price: "۱۹٫۹۹" }] }).details[0]?.price).toBe(1999);
  });

  it("say the bound a number or a text broke", () => {
    const line = (values: Record<string, unknown>) =>
      fieldsOf(preAlertLineSchema.safeParse({ description: "Shoes", quantity: "1", price: "10", ...values }));
    expect(line({ quantity: "0" })).toEqual({ quantity: "atLeast?min=1" });
    expect(line({ quantity: "20000" })).toEqual({ quantity: "atMost?max=10000" });
    expect(line({ price: "5000000" })).toEqual({ price: "atMost?max=1000000&unit=EUR" });
    const note = "x".repeat(3000);
    expect(
      fieldsOf(packageApproveRequestSchema.safeParse({ packageId: "P1", addressId: ID, additionalNote: note })),
    ).toEqual({ additionalNote: "maxChars?max=1000" });
  });

  it("reads a country by code or by name", () => {
    expect(countryField.parse("cn")).toBe("CN");
    expect(countryField.parse("China")).toBe("CN");
    expect(countryField.parse("Chine")).toBe("CN");
    expect(countryField.parse("Algeria")).toBe("DZ");
    expect(countryField.safeParse("Atlantis").error?.issues[0]?.message).toBe("invalidCountry");
  });

  it("parses a content line into cents with the Parcels type by default", () => {
    expect(detailLineSchema.parse({ description: " Shoes ", quantity: "2", price: "19.99", madeIn: "IT" })).toEqual({
      description: "Shoes",
      quantity: 2,
      priceCents: 1999,
      madeIn: "IT",
      type: "Parcels",
      hsCode: null,
    });
  });
});

describe("parcel requests", () => {
  it("names every missing intake field at once", () => {
    expect(fieldsOf(intakeFormSchema.safeParse({}))).toEqual({
      weight: "codeRequired",
      length: "codeRequired",
      width: "codeRequired",
      height: "codeRequired",
      details: "codeRequired",
      userId: "codeRequired",
      warehouse: "codeRequired",
      trackNumber: "codeRequired",
    });
  });

  it("fills a mail item from the presets and upper-cases track numbers", () => {
    const mail = intakeFormSchema.parse({ mail: "true", userId: ID, warehouse: ID });
    expect(mail).toMatchObject({ weight: 50, length: 11, width: 23, height: 1 });
    expect(mail.trackNumber).toBeUndefined();
    expect(mail.details).toEqual([
      { description: "Letter", quantity: 1, priceCents: 500, madeIn: "CN", type: "Mail", hsCode: null },
    ]);
    const parcel = intakeFormSchema.parse({
      trackNumber: " 1z999aa ",
      userId: ID,
      warehouse: ID,
      weight: 1,
      length: 1,
      width: 1,
      height: 1,
      details: JSON.stringify([{ description: "Books", quantity: 1, price: 5, madeIn: "FR" }]),
    });
    expect(parcel.trackNumber).toBe("1Z999AA");
  });

  it("needs methods to approve and safe links to ship", () => {
    expect(fieldsOf(approvalAcceptRequestSchema.safeParse({ packageId: "P1" }))).toEqual({
      methods: "Please Add Methods",
    });
    const ship = { packageId: "P1", trackNumber: "x", weight: 1, length: 1, width: 1, height: 1 };
    for (const link of ["javascript:alert(1)", "data:text/html,x", "ftp://x", "https://"]) {
      expect(fieldsOf(shipRequestSchema.safeParse({ ...ship, trackLink: link })), link).toEqual({
        trackLink: "invalidLink",
      });
    }
    expect(shipRequestSchema.safeParse({ ...ship, trackLink: "https://dhl.com/track?id=1" }).success).toBe(true);
  });

  it("reads the customer's requests", () => {
    expect(fieldsOf(groupRequestSchema.safeParse({ packages: ["P1"] }))).toEqual({ packages: "assembleMinCount" });
    expect(packageApproveRequestSchema.parse({ packageId: "P1", address: ID })).toMatchObject({ addressId: ID });
    expect(fieldsOf(packageApproveRequestSchema.safeParse({ packageId: "P1" }))).toEqual({
      addressId: "addressRequired",
    });
  });
});
