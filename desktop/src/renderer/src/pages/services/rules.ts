import { MAX_UPLOAD_BYTES } from "@ipf/shared/rules/files";
import type { ServiceDeliverable } from "@ipf/shared/rules/services";

/** A checklist row as the result dialog edits it. */
export interface CheckRow {
  item: string;
  passed: boolean | null;
  note: string;
}

export interface ResultDraft {
  checklist: readonly CheckRow[];
  note: string;
  photos: readonly Blob[];
  scan: File | null;
}

/** Why a picked scan is refused before anything is sent: larger than the API takes, or not a PDF. */
export function scanProblem(file: Pick<File, "size" | "type" | "name">): "scanTooLarge" | "scanNotPdf" | null {
  if (file.size > MAX_UPLOAD_BYTES) return "scanTooLarge";
  if (file.type !== "application/pdf" && !/\.pdf$/i.test(file.name)) return "scanNotPdf";
  return null;
}

/** What the service hands back that the draft lacks (the API refuses the result without it). */
export function missingDeliverables(
  deliverables: readonly ServiceDeliverable[],
  draft: ResultDraft,
): ServiceDeliverable[] {
  const given: Record<ServiceDeliverable, boolean> = {
    photos: draft.photos.length > 0,
    scan: draft.scan !== null,
    checklist: draft.checklist.some((row) => row.item.trim() !== ""),
  };
  return deliverables.filter((deliverable) => !given[deliverable]);
}

/** The checklist rows that are named but have no result chosen yet. */
export const undecided = (checklist: readonly CheckRow[]) =>
  checklist.filter((row) => row.item.trim() !== "" && row.passed === null).length;

/** The multipart body of the result: photos under `images`, the scan under `scan`, the checklist as JSON. */
export function resultForm(draft: ResultDraft): FormData {
  const form = new FormData();
  const rows = draft.checklist
    .filter((row) => row.item.trim() !== "")
    .map((row) => ({ item: row.item.trim(), passed: row.passed === true, note: row.note.trim() }));
  if (rows.length) form.set("checklist", JSON.stringify(rows));
  if (draft.note.trim()) form.set("note", draft.note.trim());
  draft.photos.forEach((photo, index) =>
    form.append("images", photo, `photo-${index + 1}.${photo.type === "image/webp" ? "webp" : "jpg"}`),
  );
  if (draft.scan) form.append("scan", draft.scan, draft.scan.name || "scan.pdf");
  return form;
}
