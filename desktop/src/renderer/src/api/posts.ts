import { contract } from "@ipf/shared/contract";
import type { PostType } from "@ipf/shared/schemas/posts";
import { caller, type ApiRequest } from "./client";

/** What the post dialog sends: title, content and website travel as JSON strings. */
export interface PostFields {
  type: PostType | "";
  title: { en: string; ar: string; fr: string };
  content: { en: string; ar: string; fr: string };
  warehouse: string;
  discount: string;
  website: { title: string; url: string };
  /** YYYY-MM-DD */
  expiresAt: string;
}

function postForm(fields: PostFields, image: Blob | null): FormData {
  const form = new FormData();
  form.append("type", fields.type);
  form.append("title", JSON.stringify(fields.title));
  form.append("content", JSON.stringify(fields.content));
  form.append("warehouse", fields.warehouse);
  if (fields.type === "SALES") form.append("discount", fields.discount);
  form.append("website", JSON.stringify(fields.website));
  form.append("expiresAt", fields.expiresAt);
  if (image) form.append("image", image, "post.webp");
  return form;
}

const { posts } = contract;

/** Promotional posts shown to customers on the landing page and in the locker. */
export function postCalls(request: ApiRequest) {
  const call = caller(request);
  return {
    /** One page (zero-based) of every post, expired ones too, newest first. */
    staffPosts: (page: number, perPage: number) => call(posts.list, { query: { all: true, page, perPage } }),
    createPost: (fields: PostFields, image: Blob | null) => call(posts.create, { form: postForm(fields, image) }),
    editPost: (id: string, fields: PostFields, image: Blob | null) =>
      call(posts.update, { params: { id }, form: postForm(fields, image) }),
    deletePost: (id: string) => call(posts.remove, { params: { id } }),
  };
}
