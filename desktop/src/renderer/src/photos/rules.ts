import type { Photos } from "./photos";

/** The API takes at most 10 files in one upload. */
export const MAX_PHOTOS = 10;

/** What the photos of a form look like when it is sent. */
export interface PhotoState {
  compressing: boolean;
  ready: number;
  failed: number;
}

/** The photos a form holds, counted for `photoProblem`. */
export function photoState(photos: Pick<Photos, "photos" | "compressing" | "ready">): PhotoState {
  return {
    compressing: photos.compressing,
    ready: photos.ready.length,
    failed: photos.photos.filter((photo) => photo.status === "failed").length,
  };
}

/** What a form asks of its photos: at least one (`required`), at most `max`. */
interface PhotoRule {
  required: boolean;
  max?: number;
}

/** The problems a rule can find: a photo missing only where one is required, too many only where there is a most. */
type ProblemOf<Rule extends PhotoRule> =
  | "compressing"
  | "notAnImage"
  | (Rule extends { required: true } ? "photoRequired" : never)
  | (Rule extends { max: number } ? "tooManyPhotos" : never);

/**
 * Why the photos stop the form, or null: one still compressing, a file that
 * is not an image (never dropped silently), none where one is required, or
 * more than the most.
 */
export function photoProblem<const Rule extends PhotoRule>(photos: PhotoState, rule: Rule): ProblemOf<Rule> | null {
  return firstProblem(photos, rule) as ProblemOf<Rule> | null;
}

function firstProblem(photos: PhotoState, rule: PhotoRule): ProblemOf<{ required: true; max: number }> | null {
  if (photos.compressing) return "compressing";
  if (photos.failed > 0) return "notAnImage";
  if (rule.required && photos.ready === 0) return "photoRequired";
  if (rule.max !== undefined && photos.ready > rule.max) return "tooManyPhotos";
  return null;
}
