/**
 * Registering parcels: intake at the desk, parcels taken out of a split,
 * and the consolidated parcel of an accepted assemble request all go
 * through insertParcel. Photos are written before the transaction and
 * removed again if it fails, so a failed request leaves neither files nor
 * rows behind.
 */
import { newMailTrackNumber, splitTrackNumber } from "@ipf/shared/rules/parcel-state";
import { newParcelCode } from "@ipf/shared/rules/codes";
import { earliestArrival } from "@ipf/shared/rules/storage";
import type { DetailLine } from "@ipf/shared/schemas/parcels-fields";
import type { IntakeForm } from "@ipf/shared/schemas/parcels-staff";
import { ApiError, ConflictError, ValidationError } from "../../lib/errors.js";
import type { UploadedFile } from "../../lib/multipart.js";
import { findParcel } from "./find.js";
import { notifyCustomer } from "./notify.js";
import type { ParcelRow } from "./rows.js";
import { lockSplitRequest } from "./splits.js";
import { actingStaff, type Scope, type Work } from "../work.js";
import { announce } from "./announce.js";
import { claimPreAlert, fulfilPreAlert } from "../pre-alerts.js";

const MESSAGES = {
  duplicate: (track: string) =>
    `A parcel with track number ${track} has already been received. Do you want to add it again?`,
  noImages: "Please add at least one image.",
} as const;

export const PARCEL_IMAGE_FOLDER = "parcels";

/**
 * Runs `fn` with the uploaded images stored (checked and re-encoded by
 * storage). If storing one fails, or `fn` fails, every stored file is
 * removed before the error goes on.
 */
export async function withStoredImages<T>(
  scope: Scope,
  files: readonly UploadedFile[],
  fn: (paths: string[]) => Promise<T>,
): Promise<T> {
  const paths: string[] = [];
  const cleanUp = () => Promise.all(paths.map((path) => scope.deps.storage.remove(path).catch(() => undefined)));
  try {
    // Each photo's header is checked now; its WebP is made in the background (Storage.saveImage).
    const saved = await Promise.allSettled(
      files.map((file) => scope.deps.storage.saveImage(file.bytes, PARCEL_IMAGE_FOLDER, { later: true })),
    );
    for (const result of saved) if (result.status === "fulfilled") paths.push(result.value);
    const failed = saved.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
    return await fn(paths);
  } catch (error) {
    await cleanUp();
    if (error instanceof ApiError && error.code === "INVALID_FILE") throw ValidationError({ images: "notImage" });
    throw error;
  }
}

export function requireImages(files: readonly UploadedFile[]): void {
  if (files.length === 0) throw ValidationError({ images: "codeRequired" }, MESSAGES.noImages);
}

export interface NewParcel {
  trackNumber: string;
  customerId: string;
  warehouseId: string;
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  feesCents: number;
  hasDangerous: boolean;
  hasLithium: boolean;
  removeBills?: boolean;
  removeShoeBoxes?: boolean;
  isConsolidated?: boolean;
  fromSplitOf?: string | null;
  /**
   * The parcels it is made from (the members of a consolidation, the parcel
   * split): it arrived with the earliest of them, so free storage goes on
   * rather than starting again. None for a parcel received at the desk.
   */
  madeFrom?: readonly Pick<ParcelRow, "arrived_at">[];
  details: readonly DetailLine[];
  imagePaths: readonly string[];
}

/** Inserts a parcel in the locker with a fresh parcel code, its lines and its photos. */
export async function insertParcel(work: Work, input: NewParcel): Promise<ParcelRow> {
  const { trx, now } = work;
  const staff = actingStaff(work);
  let parcel: ParcelRow | undefined;
  // A clash of random codes is rare; ON CONFLICT DO NOTHING keeps the transaction usable to try again.
  for (let attempt = 0; !parcel; attempt++) {
    if (attempt === 5) throw new Error("Could not find a free parcel code.");
    [parcel] = (await trx("parcels")
      .insert({
        parcel_code: newParcelCode(),
        track_number: input.trackNumber,
        customer_id: input.customerId,
        warehouse_id: input.warehouseId,
        state: "in_locker",
        weight_grams: input.weightGrams,
        length_cm: input.lengthCm,
        width_cm: input.widthCm,
        height_cm: input.heightCm,
        fees_cents: input.feesCents,
        has_dangerous: input.hasDangerous,
        has_lithium: input.hasLithium,
        remove_bills: input.removeBills ?? false,
        remove_shoe_boxes: input.removeShoeBoxes ?? false,
        is_consolidated: input.isConsolidated ?? false,
        from_split_of: input.fromSplitOf ?? null,
        created_by: staff.id,
        created_at: now,
        arrived_at: earliestArrival(
          (input.madeFrom ?? []).map((source) => source.arrived_at),
          now,
        ),
      })
      .onConflict("parcel_code")
      .ignore()
      .returning("*")) as ParcelRow[];
  }
  await insertItems(work, parcel.id, input.details);
  await appendImages(work, parcel.id, input.imagePaths);
  return parcel;
}

export async function insertItems(work: Work, parcelId: string, details: readonly DetailLine[]): Promise<void> {
  if (details.length === 0) return;
  await work.trx("parcel_items").insert(
    details.map((line, position) => ({
      parcel_id: parcelId,
      position,
      description: line.description,
      quantity: line.quantity,
      price_cents: line.priceCents,
      made_in: line.madeIn,
      type: line.type,
      hs_code: line.hsCode,
    })),
  );
}

/** Adds photos after the parcel's last one. */
export async function appendImages(work: Work, parcelId: string, paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  const last = (await work.trx("parcel_images").where({ parcel_id: parcelId }).max({ max: "position" }).first()) as
    { max: number | null } | undefined;
  const start = last?.max === null || last?.max === undefined ? 0 : last.max + 1;
  await work.trx("parcel_images").insert(
    paths.map((path, index) => ({
      parcel_id: parcelId,
      path,
      position: start + index,
      created_by: work.staff?.id ?? null,
      created_at: work.now,
    })),
  );
}

/** POST /api/packages/add. */
export async function intakeParcel(work: Work, form: IntakeForm, imagePaths: string[]): Promise<ParcelRow> {
  const { trx } = work;
  const common = {
    weightGrams: form.weight,
    lengthCm: form.length,
    widthCm: form.width,
    heightCm: form.height,
    feesCents: form.fees,
    hasDangerous: form.shippingOptions.hasDangerous,
    hasLithium: form.shippingOptions.hasLithium,
    details: form.details,
    imagePaths,
  };

  // A parcel out of a split arrives with the parcel split: free storage goes on.
  if (form.fromDisassemble) {
    const request = await lockSplitRequest(work, form.fromDisassemble, "intake");
    const original = await findParcel(work, request.parcel_id, { lock: true, includeDeleted: true });
    const mismatch: Record<string, string> = {};
    if (form.userId && form.userId !== original.customer_id) mismatch.userId = "disassembleMismatch";
    if (form.warehouse && form.warehouse !== original.warehouse_id) mismatch.warehouse = "disassembleMismatch";
    if (Object.keys(mismatch).length) throw ValidationError(mismatch);
    // The request row is locked: two intakes for one split cannot take the same number.
    const taken = (await trx("parcels").where({ from_split_of: original.id }).count({ n: "*" }).first()) as {
      n: number;
    };
    const parcel = await insertParcel(work, {
      ...common,
      trackNumber: splitTrackNumber(original.track_number, Number(taken.n) + 1),
      customerId: original.customer_id,
      warehouseId: original.warehouse_id,
      removeBills: request.remove_bills,
      removeShoeBoxes: request.remove_shoe_boxes,
      fromSplitOf: original.id,
      madeFrom: [original],
    });
    // The customer hears about the new parcels once staff complete the split.
    announce(work, parcel, ["disassembleRequests"]);
    return parcel;
  }

  const fields: Record<string, string> = {};
  const customer = await trx("customers").where({ id: form.userId }).whereNull("deleted_at").first("id");
  if (!customer) fields.userId = "unknownUser";
  const warehouse = await trx("warehouses").where({ id: form.warehouse }).first("id");
  if (!warehouse) fields.warehouse = "unknownWarehouse";
  if (Object.keys(fields).length) throw ValidationError(fields);

  // Locked before anything is written: of two desks receiving one pre-alert, the second is refused here.
  const preAlert = form.preAlertId ? await claimPreAlert(work, form.preAlertId, form.userId!) : null;
  const trackNumber = form.trackNumber ?? newMailTrackNumber();
  if (!form.confirmDuplicate) {
    // Two desks scanning the same parcel at once: the second waits here, then sees the first.
    await trx.raw("SELECT pg_advisory_xact_lock(hashtext(?))", [`parcel-track:${trackNumber}`]);
    const existing = await trx("parcels").where({ track_number: trackNumber }).whereNull("deleted_at").first("id");
    if (existing) throw ConflictError("DUPLICATE_TRACK_NUMBER", MESSAGES.duplicate(trackNumber));
  }
  const inserted = await insertParcel(work, {
    ...common,
    trackNumber,
    customerId: form.userId!,
    warehouseId: form.warehouse!,
  });
  const parcel = preAlert ? await fulfilPreAlert(work, preAlert, inserted) : inserted;
  await notifyCustomer(work, parcel, "arrived");
  announce(work, parcel);
  return parcel;
}
