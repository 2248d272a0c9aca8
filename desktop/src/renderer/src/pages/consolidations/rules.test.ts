import { describe, expect, it } from "vitest";
import type { PackagesGroup } from "../../api/consolidations";
import { validationMessage } from "../../i18n";
import { photoProblem } from "../../photos/rules";
import {
  ACCEPT_PHOTOS,
  acceptDefaults,
  acceptFormData,
  acceptFormSchema,
  combinedOptions,
  groupActions,
  groupStatus,
  tabOfPath,
  type AcceptValues,
} from "./rules";

const ADMIN = 1;
const SUPPORT = 2;
const INTAKE = 3;
const OTHER = 4;

type Member = PackagesGroup["packages"][number];
const member = (hasDangerous = false, hasLithium = false) =>
  ({
    _id: crypto.randomUUID(),
    shippingOptions: { hasDangerous, hasLithium, removeBills: false, removeShoeBoxes: false, additionalNote: null },
  }) as Member;

function group(
  state: PackagesGroup["state"],
  size = 2,
  packed: PackagesGroup["assemblePackage"] = null,
): Pick<PackagesGroup, "_id" | "state" | "packages" | "assemblePackage"> {
  return {
    _id: "6f1c2a9e-1111-4222-8333-944455556666",
    state,
    packages: Array.from({ length: size }, () => member()),
    assemblePackage: packed,
  };
}

const packedParcel = (flags: { approved?: boolean; awaitingApprove?: boolean } = {}) => ({
  _id: "p",
  packageId: "PCKD0001",
  approved: flags.approved ?? false,
  awaitingApprove: flags.awaitingApprove ?? false,
});

describe("tabOfPath", () => {
  it("opens the accepted tab at manage-assemble and the open one at requests/assemble", () => {
    expect(tabOfPath("/manage-assemble")).toBe("accepted");
    expect(tabOfPath("/admin/manage-assemble/")).toBe("accepted");
    expect(tabOfPath("/requests/assemble")).toBe("open");
  });
});

describe("groupActions", () => {
  it("lets an admin accept and cancel an open request, and nothing of an accepted one's", () => {
    expect(groupActions(group("open"), ADMIN)).toEqual({
      accept: true,
      cancel: true,
      revert: "hidden",
      delete: false,
      removeParcel: false,
    });
  });

  it("offers removing a parcel only from an open group of 3 or more", () => {
    expect(groupActions(group("open", 2), ADMIN).removeParcel).toBe(false);
    expect(groupActions(group("open", 3), ADMIN).removeParcel).toBe(true);
    expect(groupActions(group("accepted", 3, packedParcel()), ADMIN).removeParcel).toBe(false);
  });

  it("lets an admin delete an accepted request, and revert it while its parcel is free", () => {
    const free = groupActions(group("accepted", 2, packedParcel()), ADMIN);
    expect(free).toMatchObject({ accept: false, cancel: false, delete: true, revert: "enabled" });
    expect(groupActions(group("accepted", 2, packedParcel({ awaitingApprove: true })), ADMIN).revert).toBe("blocked");
    expect(groupActions(group("accepted", 2, packedParcel({ approved: true })), ADMIN).revert).toBe("blocked");
  });

  it("lets intake staff accept, and nothing else", () => {
    expect(groupActions(group("open", 3), INTAKE)).toEqual({
      accept: true,
      cancel: false,
      revert: "hidden",
      delete: false,
      removeParcel: false,
    });
    expect(groupActions(group("accepted", 2, packedParcel()), INTAKE)).toMatchObject({
      revert: "hidden",
      delete: false,
    });
  });

  it("lets support and other staff view only", () => {
    for (const staff of [SUPPORT, OTHER, null]) {
      expect(groupActions(group("open", 3), staff)).toEqual({
        accept: false,
        cancel: false,
        revert: "hidden",
        delete: false,
        removeParcel: false,
      });
    }
  });

  it("offers nothing on a cancelled request", () => {
    expect(groupActions(group("cancelled", 3), ADMIN)).toEqual({
      accept: false,
      cancel: false,
      revert: "hidden",
      delete: false,
      removeParcel: false,
    });
  });
});

describe("groupStatus", () => {
  it("follows the request, then its packed parcel", () => {
    expect(groupStatus(group("open"))).toBe("open");
    expect(groupStatus(group("accepted", 2, packedParcel()))).toBe("packed");
    expect(groupStatus(group("accepted", 2, packedParcel({ awaitingApprove: true })))).toBe("awaitingApproval");
    expect(groupStatus(group("accepted", 2, packedParcel({ approved: true })))).toBe("approved");
    expect(groupStatus(group("cancelled"))).toBe("cancelled");
  });
});

describe("combinedOptions", () => {
  it("is dangerous or lithium when any parcel is", () => {
    expect(combinedOptions([member(), member()])).toEqual({ hasDangerous: false, hasLithium: false });
    expect(combinedOptions([member(true), member(false, true)])).toEqual({ hasDangerous: true, hasLithium: true });
  });
});

describe("the accept form", () => {
  const valid = (change: Partial<AcceptValues> = {}): AcceptValues => ({
    ...acceptDefaults(group("open")),
    weight: "2.4",
    length: "40",
    width: "30",
    height: "20",
    ...change,
  });
  const problems = (values: AcceptValues) => {
    const parsed = acceptFormSchema.safeParse(values);
    return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
  };

  it("starts empty but for fees 0 and the parcels' combined flags", () => {
    const start = acceptDefaults({ _id: "g", packages: [member(false, true), member()] });
    expect(start).toMatchObject({ requestId: "g", weight: "", fees: "0", trackNumber: "" });
    expect(start.shippingOptions).toEqual({ hasDangerous: false, hasLithium: true });
  });

  it("accepts measures with an empty track number", () => {
    expect(problems(valid())).toEqual({});
    expect(problems(valid({ weight: "1,5", trackNumber: "box-1" }))).toEqual({});
  });

  it("requires weight, dimensions and fees", () => {
    expect(problems(valid({ weight: "", length: " ", width: "", height: "", fees: "" }))).toEqual({
      weight: "codeRequired",
      length: "codeRequired",
      width: "codeRequired",
      height: "codeRequired",
      fees: "codeRequired",
    });
  });

  it("refuses negative, zero, huge and non-numeric figures", () => {
    expect(problems(valid({ weight: "-1" })).weight).toBe("positiveNumber");
    expect(problems(valid({ weight: "0" })).weight).toBe("positiveNumber");
    expect(problems(valid({ weight: "5000" })).weight).toBe("weightMax?max=1000");
    // Packed parcels may outweigh every carrier's bands: the quote says which carriers take them.
    expect(problems(valid({ weight: "32" })).weight).toBeUndefined();
    expect(validationMessage("weightMax?max=1000")).toBe("At most 1,000 kg: type the weight in kilograms, not grams");
    expect(problems(valid({ length: "abc" })).length).toBe("invalidNumber");
    expect(problems(valid({ fees: "-3" })).fees).toBe("minZero");
  });

  it("refuses a track number of 500 characters", () => {
    expect(problems(valid({ trackNumber: "X".repeat(500) })).trackNumber).toBe("tooLarge");
  });

  it("sends the figures as typed, the flags as JSON and the photos", () => {
    const photo = new Blob(["x"], { type: "image/webp" });
    const body = acceptFormData(valid({ weight: " 1,5 ", trackNumber: " box-1 " }), [photo, photo]);
    expect(body.get("requestId")).toBe("6f1c2a9e-1111-4222-8333-944455556666");
    expect(body.get("weight")).toBe("1.5");
    expect(body.get("fees")).toBe("0");
    expect(body.get("trackNumber")).toBe("BOX-1");
    expect(JSON.parse(String(body.get("shippingOptions")))).toEqual({ hasDangerous: false, hasLithium: false });
    expect(body.getAll("images")).toHaveLength(2);
    expect((body.get("images") as File).name).toBe("box-1.webp");
    expect(body.has("details")).toBe(false);
  });

  it("leaves an empty track number out, for the API to make one", () => {
    expect(acceptFormData(valid(), []).has("trackNumber")).toBe(false);
  });
});

describe("the packed box's photos", () => {
  it("needs one at least before anything is sent, as at intake", () => {
    expect(photoProblem({ compressing: false, ready: 0, failed: 0 }, ACCEPT_PHOTOS)).toBe("photoRequired");
    expect(photoProblem({ compressing: false, ready: 1, failed: 0 }, ACCEPT_PHOTOS)).toBeNull();
    expect(photoProblem({ compressing: false, ready: 11, failed: 0 }, ACCEPT_PHOTOS)).toBe("tooManyPhotos");
  });
});
