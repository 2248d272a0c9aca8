import { describe, expect, it } from "vitest";
import { imageRequestActions, percent, tabComplete, uploadForm } from "./rules";

const REQUEST_ID = "7d3f5c1e-6a0b-4c4e-9f0a-2b1c3d4e5f60";
const PARCEL_ID = "0b6c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3";

describe("tabs", () => {
  it("filters pending and done, and lists all (pending first) under All", () => {
    expect(tabComplete("pending")).toBe(false);
    expect(tabComplete("done")).toBe(true);
    expect(tabComplete("all")).toBeUndefined();
  });
});

describe("imageRequestActions", () => {
  it("lets an admin upload, complete and delete a pending request", () => {
    expect(imageRequestActions(1, { complete: false })).toEqual({ upload: true, complete: true, delete: true });
  });

  it("leaves an admin only delete on a done request", () => {
    expect(imageRequestActions(1, { complete: true })).toEqual({ upload: false, complete: false, delete: true });
  });

  it.each([2, 3, 4, null])("shows group %s no action (support views)", (group) => {
    expect(imageRequestActions(group, { complete: false })).toEqual({ upload: false, complete: false, delete: false });
  });
});

describe("uploadForm", () => {
  it("names the request and its parcel, and carries each photo under images", () => {
    const form = uploadForm({ _id: REQUEST_ID, package: { _id: PARCEL_ID } as never }, [
      new Blob(["a"], { type: "image/webp" }),
      new Blob(["b"], { type: "image/webp" }),
    ]);
    expect(form.get("requestId")).toBe(REQUEST_ID);
    expect(form.get("packageId")).toBe(PARCEL_ID);
    expect((form.getAll("images") as File[]).map((file) => file.name)).toEqual(["photo-1.webp", "photo-2.webp"]);
  });

  it("refuses a request id that is not one", () => {
    expect(() => uploadForm({ _id: "nope", package: { _id: PARCEL_ID } as never }, [])).toThrow();
  });
});

describe("percent", () => {
  it("rounds and clamps the share sent", () => {
    expect(percent(0.456)).toBe(46);
    expect(percent(1.2)).toBe(100);
    expect(percent(-1)).toBe(0);
  });
});
