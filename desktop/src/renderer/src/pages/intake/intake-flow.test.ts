import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api";
import { defaultValues, intakeSchema } from "./intake-form";
import { saveParcel, type SaveDeps } from "./intake-flow";

const WAREHOUSE = "9b2f6c1e-0000-4000-8000-0000000000fe";
const customer = {
  id: "7d1f6c1e-0000-4000-8000-000000000001",
  fullName: "Amina Haddad",
  email: "",
  customerCode: "A1B2C3",
};
const catalogue = [{ description: "Shoes", code: "6403" }];
const parcel = { _id: "1f0e", packageId: "P7K2M9QX", trackNumber: "1Z999AA10123456784" };

function submission(lines = [{ description: "Shoes", code_sh: "6403" }]) {
  const base = defaultValues("parcel", WAREHOUSE);
  return intakeSchema.parse({
    ...base,
    trackNumber: "lx123456789fr",
    weight: "1",
    length: "10",
    width: "10",
    height: "10",
    customer,
    lines: lines.map((line) => ({ ...base.lines[0]!, ...line })),
  });
}

function fakeDeps({ taken = false, confirm = true } = {}) {
  const api = {
    trackNumberTaken: vi.fn(async (_track: string) => taken),
    addParcel: vi.fn(async (_form: FormData) => parcel),
    addDescriptions: vi.fn(async (_entries: { description: string; code: string | null }[]) => {}),
  };
  const confirmDuplicate = vi.fn(async (_track: string) => confirm);
  return { api, confirmDuplicate } satisfies SaveDeps;
}

describe("#intake.saveParcel", () => {
  it("should look the track number up, then post the parcel", async () => {
    const deps = fakeDeps();
    await expect(saveParcel(submission(), [], "parcel", catalogue, deps)).resolves.toEqual({
      kind: "saved",
      parcel,
      catalogue: { added: [], failed: false },
    });
    expect(deps.api.trackNumberTaken).toHaveBeenCalledWith("LX123456789FR");
    expect(deps.confirmDuplicate).not.toHaveBeenCalled();
    const form = deps.api.addParcel.mock.calls[0]![0];
    expect(form.get("trackNumber")).toBe("LX123456789FR");
    expect(form.has("confirmDuplicate")).toBe(false);
    expect(deps.api.addDescriptions).not.toHaveBeenCalled();
  });

  it("should use the look-up started at the scan", async () => {
    const deps = fakeDeps();
    await saveParcel(submission(), [], "parcel", catalogue, { ...deps, pendingCheck: Promise.resolve(false) });
    expect(deps.api.trackNumberTaken).not.toHaveBeenCalled();
  });

  it("should ask before adding a known track number, and stop on Cancel", async () => {
    const deps = fakeDeps({ taken: true, confirm: false });
    await expect(saveParcel(submission(), [], "parcel", catalogue, deps)).resolves.toEqual({ kind: "cancelled" });
    expect(deps.confirmDuplicate).toHaveBeenCalledWith("LX123456789FR");
    expect(deps.api.addParcel).not.toHaveBeenCalled();
  });

  it("should add it again on Add, telling the API so", async () => {
    const deps = fakeDeps({ taken: true, confirm: true });
    await saveParcel(submission(), [], "parcel", catalogue, deps);
    expect(deps.api.addParcel.mock.calls[0]![0].get("confirmDuplicate")).toBe("true");
  });

  it("should ask when the API finds the duplicate the look-up missed", async () => {
    const deps = fakeDeps();
    deps.api.addParcel.mockRejectedValueOnce(new ApiError(409, "DUPLICATE_TRACK_NUMBER", "taken"));
    await expect(saveParcel(submission(), [], "parcel", catalogue, deps)).resolves.toMatchObject({ kind: "saved" });
    expect(deps.confirmDuplicate).toHaveBeenCalledTimes(1);
    expect(deps.api.addParcel).toHaveBeenCalledTimes(2);
    expect(deps.api.addParcel.mock.calls[1]![0].get("confirmDuplicate")).toBe("true");
  });

  it("should pass other failures on, and keep going when the look-up fails", async () => {
    const deps = fakeDeps();
    deps.api.trackNumberTaken.mockRejectedValueOnce(new ApiError(0, "NETWORK", "offline"));
    deps.api.addParcel.mockRejectedValueOnce(new ApiError(400, "VALIDATION", "bad"));
    await expect(saveParcel(submission(), [], "parcel", catalogue, deps)).rejects.toMatchObject({ code: "VALIDATION" });
    expect(deps.confirmDuplicate).not.toHaveBeenCalled();
  });

  it("should add lines typed as 'Other' to the catalogue after saving", async () => {
    const deps = fakeDeps();
    const lines = [
      { description: "Shoes", code_sh: "6403" },
      { description: "Phone case", code_sh: "3926" },
    ];
    const outcome = await saveParcel(submission(lines), [], "parcel", catalogue, deps);
    expect(deps.api.addDescriptions).toHaveBeenCalledWith([{ description: "Phone case", code: "3926" }]);
    expect(outcome).toMatchObject({
      catalogue: { added: [{ description: "Phone case", code: "3926" }], failed: false },
    });
  });

  it("should report a catalogue failure without losing the parcel", async () => {
    const deps = fakeDeps();
    deps.api.addDescriptions.mockRejectedValueOnce(new ApiError(403, "FORBIDDEN", "no"));
    const outcome = await saveParcel(
      submission([{ description: "Phone case", code_sh: "" }]),
      [],
      "parcel",
      catalogue,
      deps,
    );
    expect(outcome).toEqual({ kind: "saved", parcel, catalogue: { added: [], failed: true } });
  });

  it("should not guess at new descriptions without a catalogue", async () => {
    const deps = fakeDeps();
    await saveParcel(submission([{ description: "Phone case", code_sh: "" }]), [], "parcel", null, deps);
    expect(deps.api.addDescriptions).not.toHaveBeenCalled();
  });
});
