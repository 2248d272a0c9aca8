import { postsResponseSchema } from "@ipf/shared/schemas/posts";
import { request } from "./client";

/** Live posts (news and offers), newest first: public, shown on the landing page and in the locker. */
export const postsApi = {
  live(signal?: AbortSignal) {
    return request("/api/posts?page=0&perPage=12", { signal, answer: postsResponseSchema });
  },
};
