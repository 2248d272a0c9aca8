import { posts } from "@ipf/shared/contract/posts";
import { call } from "./client";

/** Live posts (news and offers), newest first: public, shown on the landing page and in the locker. */
export const postsApi = {
  live(signal?: AbortSignal) {
    return call(posts.list, { query: { page: 0, perPage: 12 }, signal });
  },
};
