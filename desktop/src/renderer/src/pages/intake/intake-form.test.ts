import { describe, expect, it } from "vitest";
import {
  defaultValues,
  intakeSchema,
  MAIL_PREFIX,
  newCatalogueEntries,
  newMailTrackNumber,
  nextFocus,
  toFormData,
  type IntakeValues,
} from "./intake-form";

const customer = {
  id: "7d1f6c1e-0000-4000-8000-000000000001",
  fullName: "Amina Haddad",
  email: "a@x.dz",
  customerCode: "A1B2C3",
};
const WAREHOUSE = "9b2f6c1e-0000-4000-8000-0000000000fe";
const catalogue = [
  { description: "Shoes", code: "6403" },
  { description: "Books", code: "" },
];

function filled(overrides: Partial<IntakeValues> = {}): IntakeValues {
  return {
    ...defaultValues("parcel", WAREHOUSE),
    trackNumber: "1z999aa10123456784",
    weight: "1,25",
    length: "30",
    width: "20",
    height: "10",
    customer,
    lines: [{ ...defaultValues("parcel", WAREHOUSE).lines[0]!, description: "Shoes", code_sh: "6403" }],
    ...overrides,
  };
}

function messages(values: IntakeValues): Record<string, string> {
  const result = intakeSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("#intake.defaultValues", () => {
  it("should preset a parcel: one line made in China, Parcels, 1 x 10, fees 0, no hazards", () => {
    const values = defaultValues("parcel", WAREHOUSE);
    expect(values).toMatchObject({ trackNumber: "", weight: "", fees: "0", warehouse: WAREHOUSE, customer: null });
    expect(values.lines).toEqual([
      { description: "", code_sh: "", quantity: "1", price: "10", madeIn: "CN", type: "Parcels" },
    ]);
    expect([values.hasDangerous, values.hasLithium]).toEqual([false, false]);
  });

  it("should preset mail: 0.05 kg, 11 x 23 x 1, a Letter line of type Mail at 5, and an LTR- number", () => {
    const values = defaultValues("mail", WAREHOUSE);
    expect(values).toMatchObject({ weight: "0.05", length: "11", width: "23", height: "1", fees: "0" });
    expect(values.lines).toEqual([
      { description: "Letter", code_sh: "", quantity: "1", price: "5", madeIn: "CN", type: "Mail" },
    ]);
    expect(values.trackNumber).toMatch(/^LTR-[A-Z2-9]{8}$/);
  });

  it("should generate upper-case mail numbers from random bytes", () => {
    expect(newMailTrackNumber(() => new Uint8Array([0, 1, 2, 3, 4, 5, 6, 31]))).toBe(`${MAIL_PREFIX}ABCDEFG9`);
    expect(newMailTrackNumber()).not.toBe(newMailTrackNumber());
  });
});

describe("#intake.intakeSchema", () => {
  it("should upper-case the track number and read decimal commas", () => {
    const parsed = intakeSchema.parse(filled());
    expect(parsed.trackNumber).toBe("1Z999AA10123456784");
    expect(parsed.weight).toBe(1.25);
    expect(parsed.fees).toBe(0);
    expect(parsed.lines[0]).toMatchObject({ quantity: 1, price: 10, madeIn: "CN" });
  });

  it("should require the track number, measures, warehouse and customer with codeRequired", () => {
    const empty = { ...defaultValues("parcel", ""), lines: filled().lines };
    expect(messages(empty)).toEqual({
      trackNumber: "codeRequired",
      weight: "codeRequired",
      length: "codeRequired",
      width: "codeRequired",
      height: "codeRequired",
      warehouse: "codeRequired",
      customer: "codeRequired",
    });
  });

  it("should require each line's description, quantity, price and made in", () => {
    const line = {
      description: "",
      code_sh: "",
      quantity: "",
      price: "",
      madeIn: "",
      type: "Parcels" as const,
    };
    expect(messages(filled({ lines: [line] }))).toEqual({
      "lines.0.description": "codeRequired",
      "lines.0.quantity": "codeRequired",
      "lines.0.price": "codeRequired",
      "lines.0.madeIn": "codeRequired",
    });
  });

  it("should keep quantities at 1 or more, prices at 0 or more, and measures above 0", () => {
    const line = { ...filled().lines[0]!, quantity: "0", price: "-0.5" };
    expect(messages(filled({ weight: "0", height: "abc", fees: "-2", lines: [line] }))).toEqual({
      weight: "positiveNumber",
      height: "invalidNumber",
      fees: "minZero",
      "lines.0.quantity": "minOne",
      "lines.0.price": "minZero",
    });
    expect(messages(filled({ lines: [{ ...line, quantity: "1.5", price: "0" }] }))).toEqual({
      "lines.0.quantity": "wholeNumber",
    });
  });

  it("should refuse what no parcel measures, as the API does: over 1000 kg, a side over 274 cm", () => {
    const line = { ...filled().lines[0]!, quantity: "10001" };
    expect(
      messages(filled({ weight: "1001", length: "9999", width: "274.5", trackNumber: "X".repeat(500), lines: [line] })),
    ).toEqual({
      trackNumber: "tooLarge",
      weight: "tooLarge",
      length: "tooLarge",
      width: "tooLarge",
      "lines.0.quantity": "tooLarge",
    });
    expect(messages(filled({ weight: "30", length: "274", width: "274", height: "274" }))).toEqual({});
  });

  it("should take a parcel heavier than carriers' bands: what carriers take is the rate card's answer", () => {
    expect(messages(filled({ weight: "42" }))).toEqual({});
    expect(messages(filled({ weight: "1000" }))).toEqual({});
  });

  it("should take an empty fee as 0 and refuse an unknown country", () => {
    expect(intakeSchema.parse(filled({ fees: "" })).fees).toBe(0);
    expect(messages(filled({ lines: [{ ...filled().lines[0]!, madeIn: "XX" }] }))).toEqual({
      "lines.0.madeIn": "invalidCountry",
    });
  });
});

describe("#intake.toFormData", () => {
  it("should write the multipart fields of POST /api/packages/add", () => {
    const submission = intakeSchema.parse(filled({ hasLithium: true }));
    const photo = new Blob([new Uint8Array([1, 2, 3])], { type: "image/webp" });
    const form = toFormData(submission, [photo, photo], { mode: "parcel" });

    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== "images"))).toEqual({
      trackNumber: "1Z999AA10123456784",
      weight: "1.25",
      length: "30",
      width: "20",
      height: "10",
      fees: "0",
      warehouse: WAREHOUSE,
      userId: customer.id,
      shippingOptions: JSON.stringify({ hasDangerous: false, hasLithium: true }),
      details: JSON.stringify([
        { description: "Shoes", quantity: 1, price: 10, madeIn: "CN", type: "Parcels", code_sh: "6403" },
      ]),
    });
    const images = form.getAll("images") as File[];
    expect(images.map((file) => [file.name, file.type])).toEqual([
      ["photo-1.webp", "image/webp"],
      ["photo-2.webp", "image/webp"],
    ]);
  });

  it("should mark mail and a confirmed duplicate", () => {
    const form = toFormData(intakeSchema.parse(filled()), [], { mode: "mail", confirmDuplicate: true });
    expect(form.get("mail")).toBe("true");
    expect(form.get("confirmDuplicate")).toBe("true");
    expect(toFormData(intakeSchema.parse(filled()), [], { mode: "parcel" }).has("confirmDuplicate")).toBe(false);
  });
});

describe("#intake catalogue lines", () => {
  it("should send each new description once, with its HS code", () => {
    const lines = [
      { description: "Shoes", code_sh: "6403" },
      { description: "Phone case", code_sh: "3926" },
      { description: "phone case", code_sh: "" },
      { description: "Letter", code_sh: "" },
      { description: "  ", code_sh: "" },
    ];
    expect(newCatalogueEntries(lines, catalogue)).toEqual([
      { description: "Phone case", code: "3926" },
      { description: "Letter", code: null },
    ]);
  });
});

describe("#intake.nextFocus", () => {
  it("should go to the first thing missing after a scan, then to Save", () => {
    const values = { ...filled(), customer: null, weight: "" };
    expect(nextFocus(values)).toBe("customer");
    expect(nextFocus({ ...values, customer })).toBe("weight");
    expect(nextFocus({ ...values, customer, weight: "2", width: "" })).toBe("width");
    expect(nextFocus(filled({ lines: [{ ...filled().lines[0]!, description: "" }] }))).toBe("lines.0.description");
    expect(nextFocus(filled())).toBe("save");
    expect(nextFocus(filled({ trackNumber: "" }))).toBe("trackNumber");
  });
});
