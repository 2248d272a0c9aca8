import { describe, expect, it } from "vitest";
import { MAX_PHOTOS, photoProblem } from "./rules";

const state = (ready: number, failed = 0, compressing = false) => ({ ready, failed, compressing });

describe("photoProblem", () => {
  it("waits for compression first, then refuses a file that is not an image", () => {
    expect(photoProblem(state(0, 1, true), { required: true })).toBe("compressing");
    expect(photoProblem(state(1, 1), { required: false })).toBe("notAnImage");
  });

  it("wants a photo only where one is required", () => {
    expect(photoProblem(state(0), { required: true })).toBe("photoRequired");
    expect(photoProblem(state(0), { required: false, max: MAX_PHOTOS })).toBeNull();
  });

  it("takes at most the most, where there is one", () => {
    expect(photoProblem(state(MAX_PHOTOS + 1), { required: true, max: MAX_PHOTOS })).toBe("tooManyPhotos");
    expect(photoProblem(state(MAX_PHOTOS), { required: true, max: MAX_PHOTOS })).toBeNull();
    expect(photoProblem(state(MAX_PHOTOS + 1), { required: true })).toBeNull();
  });
});
