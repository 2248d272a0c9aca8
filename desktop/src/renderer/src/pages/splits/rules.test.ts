import { describe, expect, it } from "vitest";
import {
  checkChild,
  childDefaults,
  childFormData,
  nextTrackNumber,
  parcelsToLink,
  splitActions,
  tabComplete,
  type ChildValues,
  type SplitRequest,
} from "./rules";

const REQUEST_ID = "7d3f5c1e-6a0b-4c4e-9f0a-2b1c3d4e5f60";

const original = {
  trackNumber: "1ZORIGINAL",
  details: [{ description: "Shoes", quantity: 2, price: 40, madeIn: "FR", type: "Parcels" as const, code_sh: null }],
  shippingOptions: {
    hasDangerous: false,
    hasLithium: true,
    removeBills: false,
    removeShoeBoxes: true,
    additionalNote: null,
  },
};

function request(pending: number, state: SplitRequest["state"] = "open") {
  return {
    _id: REQUEST_ID,
    state,
    package: original as unknown as SplitRequest["package"],
    pendingPackages: Array.from({ length: pending }, (_, i) => ({
      _id: `child-${i + 1}`,
    })) as SplitRequest["pendingPackages"],
  };
}

function filled(patch: Partial<ChildValues> = {}): ChildValues {
  return { ...childDefaults(original), weight: "0.6", length: "20", width: "15", height: "10", ...patch };
}

describe("tabs", () => {
  it("lists open requests under Awaiting approval and completed ones under Approved", () => {
    expect(tabComplete("awaiting")).toBe(false);
    expect(tabComplete("approved")).toBe(true);
  });
});

describe("splitActions", () => {
  it("lets an admin receive and cancel an open request", () => {
    expect(splitActions(1, request(0))).toEqual({ receive: true, cancel: true });
  });

  it("shows support no action", () => {
    expect(splitActions(2, request(0))).toEqual({ receive: false, cancel: false });
  });

  it("hides cancel once a new parcel was taken in: the request must be completed", () => {
    expect(splitActions(1, request(1))).toEqual({ receive: true, cancel: false });
  });

  it("offers nothing on a completed or cancelled request", () => {
    expect(splitActions(1, request(0, "completed"))).toEqual({ receive: false, cancel: false });
    expect(splitActions(1, request(0, "cancelled"))).toEqual({ receive: false, cancel: false });
  });

  it("offers nothing to an unknown group", () => {
    expect(splitActions(undefined, request(0))).toEqual({ receive: false, cancel: false });
  });
});

describe("nextTrackNumber", () => {
  it("starts at -1", () => {
    expect(nextTrackNumber(request(0))).toBe("1ZORIGINAL-1");
  });

  it("goes on after the parcels already taken in (an interrupted intake resumes)", () => {
    expect(nextTrackNumber(request(2))).toBe("1ZORIGINAL-3");
  });
});

describe("parcelsToLink", () => {
  it("links every parcel taken in and not linked yet, by id", () => {
    expect(parcelsToLink(request(2))).toEqual(["child-1", "child-2"]);
  });
});

describe("childDefaults", () => {
  it("copies the original's lines and leaves the measures empty", () => {
    const values = childDefaults(original);
    expect(values).toMatchObject({ weight: "", length: "", width: "", height: "" });
    expect(values.lines).toEqual([
      expect.objectContaining({ description: "Shoes", quantity: "2", price: "40", madeIn: "FR", type: "Parcels" }),
    ]);
  });

  it("starts with one empty line when the original declared none", () => {
    expect(childDefaults({ details: [] }).lines).toHaveLength(1);
  });
});

describe("checkChild", () => {
  it("accepts a complete parcel and answers the form fields, linked to the request", () => {
    const checked = checkChild(filled(), request(0));
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.fields).toMatchObject({ weight: "0.6", fromDisassemble: REQUEST_ID });
    expect(JSON.parse(checked.fields.shippingOptions!)).toEqual({ hasDangerous: false, hasLithium: true });
    expect(JSON.parse(checked.fields.details!)).toEqual([
      { description: "Shoes", quantity: "2", price: "40", madeIn: "FR", type: "Parcels" },
    ]);
  });

  it("reads a decimal comma", () => {
    expect(checkChild(filled({ weight: "1,5" }), request(0)).ok).toBe(true);
  });

  it.each([
    ["", "codeRequired"],
    ["-1", "positiveNumber"],
    ["0", "positiveNumber"],
    ["abc", "invalidNumber"],
    ["99999", "atMost?max=30&unit=kg"],
  ])("refuses the weight %j (%s)", (weight, key) => {
    const checked = checkChild(filled({ weight }), request(0));
    expect(checked).toEqual({ ok: false, errors: { weight: key } });
  });

  it("names every missing measure at once", () => {
    const checked = checkChild(filled({ weight: "", length: "", width: "", height: "" }), request(0));
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors).sort()).toEqual(["height", "length", "weight", "width"]);
  });

  it("names a bad line by its position", () => {
    const values = filled();
    values.lines = [{ ...values.lines[0]!, description: " ", price: "-2" }];
    const checked = checkChild(values, request(0));
    expect(checked).toEqual({
      ok: false,
      errors: { "lines.0.description": "codeRequired", "lines.0.price": "minZero" },
    });
  });

  it("refuses a parcel with no line", () => {
    const checked = checkChild(filled({ lines: [] }), request(0));
    expect(checked).toEqual({ ok: false, errors: { lines: "codeRequired" } });
  });
});

describe("childFormData", () => {
  it("carries the fields and each photo under images", () => {
    const form = childFormData({ weight: "1", fromDisassemble: REQUEST_ID }, [
      new Blob(["a"], { type: "image/webp" }),
      new Blob(["b"], { type: "image/jpeg" }),
    ]);
    expect(form.get("weight")).toBe("1");
    expect(form.get("fromDisassemble")).toBe(REQUEST_ID);
    const images = form.getAll("images") as File[];
    expect(images.map((image) => image.name)).toEqual(["photo-1.webp", "photo-2.jpg"]);
  });
});
