import { posts } from "@ipf/shared/contract/posts";
import type { Api } from "../../lib/api.js";
import { currentStaff } from "../../lib/auth.js";
import type { Deps } from "../../deps.js";
import { presentPost } from "../../presenters/post.js";
import { createPost, deletePost, listPosts, updatePost } from "../../services/posts.js";
import { fileOf, removeUpload, withUpload } from "../../services/uploads.js";
import { inTransaction, readScope } from "../../services/work.js";

const MESSAGES = {
  created: "Created Successfully",
  updated: "Updated Successfully",
  deleted: "Deleted Successfully",
} as const;

const POST_IMAGE_SIDE = 2000;

/**
 * Posts: GET /api/posts is public and shows live posts; `?all=true` (staff
 * with posts.manage) adds the expired ones for the back-office table.
 */
export function registerPostRoutes(api: Api, deps: Deps) {
  api.bind(posts.list, async (_ctx, { query }) => {
    const { rows, count } = await listPosts(readScope(deps), {
      includeExpired: query.all,
      warehouse: query.warehouse,
      page: query.page,
      perPage: query.perPage,
    });
    return {
      error: false as const,
      posts: rows.map(presentPost),
      postCount: count,
      pageCount: Math.ceil(count / query.perPage),
    };
  });

  api.bind(posts.create, async (ctx, { form, files }) => {
    const author = currentStaff(ctx).id;
    const row = await withUpload(
      readScope(deps),
      fileOf(files, "image"),
      "posts",
      async (path) => ({ result: await inTransaction(deps, (work) => createPost(work, form, path, author)) }),
      POST_IMAGE_SIDE,
    );
    ctx.status = 201;
    return { error: false as const, message: MESSAGES.created, post: presentPost(row) };
  });

  api.bind(posts.update, async (_ctx, { params, form, files }) => {
    const row = await withUpload(
      readScope(deps),
      fileOf(files, "image"),
      "posts",
      (path) => inTransaction(deps, (work) => updatePost(work, params.id, form, path)),
      POST_IMAGE_SIDE,
    );
    return { error: false as const, message: MESSAGES.updated, post: presentPost(row) };
  });

  api.bind(posts.remove, async (_ctx, { params }) => {
    await removeUpload(readScope(deps), await inTransaction(deps, (work) => deletePost(work, params.id)), "image kept");
    return { error: false as const, message: MESSAGES.deleted };
  });
}
