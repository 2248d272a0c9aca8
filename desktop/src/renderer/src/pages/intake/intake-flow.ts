import { ApiError } from "../../api";
import type { AddedParcel, CatalogueEntry, IntakeApi } from "../../api/intake";
import { newCatalogueEntries, toFormData, type IntakeMode, type IntakeSubmission } from "./intake-form";

/**
 * Saving one parcel, start to end: look the track number up, ask before
 * adding it a second time, post the form, then add the lines typed as
 * "Other" to the description catalogue.
 */

export interface SaveDeps {
  api: Pick<IntakeApi, "trackNumberTaken" | "addParcel" | "addDescriptions">;
  /** Asks the desk whether to receive a track number already received; true to add it anyway. */
  confirmDuplicate(trackNumber: string): Promise<boolean>;
  /** A look-up already under way for this track number (started when it was scanned). */
  pendingCheck?: Promise<boolean> | undefined;
}

export type SaveOutcome =
  | {
      kind: "saved";
      parcel: AddedParcel;
      /** Catalogue entries added; a failure there is reported, the parcel is saved regardless. */
      catalogue: { added: CatalogueEntry[]; failed: boolean };
    }
  | { kind: "cancelled" };

export const DUPLICATE_CODE = "DUPLICATE_TRACK_NUMBER";

export async function saveParcel(
  submission: IntakeSubmission,
  images: readonly Blob[],
  mode: IntakeMode,
  catalogue: readonly CatalogueEntry[] | null,
  { api, confirmDuplicate, pendingCheck }: SaveDeps,
): Promise<SaveOutcome> {
  const { trackNumber } = submission;
  // A failed look-up must not block the desk: the API refuses a duplicate by itself (below).
  const taken = await (pendingCheck ?? api.trackNumberTaken(trackNumber)).catch(() => false);
  if (taken && !(await confirmDuplicate(trackNumber))) return { kind: "cancelled" };

  let parcel: AddedParcel;
  try {
    parcel = await api.addParcel(toFormData(submission, images, { mode, confirmDuplicate: taken }));
  } catch (error) {
    // Someone else took the number between the look-up and now.
    if (taken || !(error instanceof ApiError && error.code === DUPLICATE_CODE)) throw error;
    if (!(await confirmDuplicate(trackNumber))) return { kind: "cancelled" };
    parcel = await api.addParcel(toFormData(submission, images, { mode, confirmDuplicate: true }));
  }

  // Lines whose description the catalogue lacks were typed as "Other"; with no catalogue loaded, nothing is known.
  const entries = catalogue ? newCatalogueEntries(submission.lines, catalogue) : [];
  let failed = false;
  if (entries.length > 0) {
    await api.addDescriptions(entries).catch(() => (failed = true));
  }
  return {
    kind: "saved",
    parcel,
    catalogue: {
      added: failed ? [] : entries.map(({ description, code }) => ({ description, code: code ?? "" })),
      failed,
    },
  };
}
