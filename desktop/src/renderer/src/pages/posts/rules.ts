/** Pure rules of the posts screen: the dialog's values, checked with the API's own schema. */
import { postFormSchema, POST_TYPES, type Post, type PostType } from "@ipf/shared/schemas/posts";
import { z } from "zod";
import type { PostFields } from "../../api/posts";

export const POST_TABS = ["all"] as const;
export type PostTab = (typeof POST_TABS)[number];

/** The colour of each type's chip: primary, success, warning or danger. */
export const TYPE_INTENT: Record<PostType, "primary" | "success" | "warning" | "danger"> = {
  BLOG: "primary",
  SALES: "success",
  RESTOCK: "warning",
  LIMITED: "danger",
};

export { POST_TYPES };

/** YYYY-MM-DD of a date, in local time (what a date input shows). */
export function dateInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A new post's values: live for 30 days from today. */
export function postValues(post: Post | null, today: Date): PostFields {
  const inMonth = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 30);
  return {
    type: post?.type ?? "",
    title: { en: post?.title.en ?? "", ar: post?.title.ar ?? "", fr: post?.title.fr ?? "" },
    content: { en: post?.content.en ?? "", ar: post?.content.ar ?? "", fr: post?.content.fr ?? "" },
    warehouse: post?.warehouse ?? "",
    discount: post?.discount === null || post?.discount === undefined ? "" : String(post.discount),
    website: { title: post?.website?.title ?? "", url: post?.website?.url ?? "" },
    expiresAt: dateInputValue(post ? new Date(post.expiresAt) : inMonth),
  };
}

/**
 * The API's post schema read from the dialog's values: the discount is a
 * SALES post's alone, so another type's (hidden) discount is not checked.
 */
export const postDialogSchema = z.preprocess((value) => {
  const fields = value as PostFields;
  return { ...fields, discount: fields.type === "SALES" ? fields.discount : undefined };
}, postFormSchema);

/** A live post shows until the end of its expiry day. */
export function isExpired(post: Pick<Post, "expiresAt">, now: Date): boolean {
  return new Date(post.expiresAt).getTime() <= now.getTime();
}

/** One line of a post's content for the table: whitespace folded, cut at `max` characters. */
export function excerpt(text: string, max = 140): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}
