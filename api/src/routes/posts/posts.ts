import { postFormSchema, postResponseSchema, postsQuerySchema, postsResponseSchema } from "@ipf/shared/schemas/posts";
import { idParamsSchema, messageResponseSchema } from "@ipf/shared/schemas/common";
import type { Api } from "../../lib/api.js";
import { currentStaff } from "../../lib/auth.js";
import type { Deps } from "../../deps.js";
import { presentPost } from "../../presenters/post.js";
import { createPost, deletePost, listPosts, updatePost } from "../../services/posts.js";
import { fileOf, removeUpload, withUpload } from "../../services/uploads.js";
import { inTransaction } from "../../services/work.js";
import { resourceRoutes } from "../kit-legacy.js";

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
  const tags = ["posts"];
  const routes = resourceRoutes(api, { tags, auth: { staff: "posts.manage" } });
  const upload = { maxFiles: 1 };

  routes.get(
    "/api/posts",
    {
      summary: "Posts, newest first, paged; live ones only unless staff ask for all=true",
      // Only the back-office listing needs a staff token.
      auth: { staff: "posts.manage", onlyFor: { all: "true" } },
      schemas: { query: postsQuerySchema, response: postsResponseSchema },
    },
    async (_ctx, { query }) => {
      const { rows, count } = await listPosts(deps.db, {
        includeExpired: query.all,
        now: deps.now(),
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
    },
  );

  routes.post(
    "/api/posts",
    {
      summary: "Create a post (multipart: title, content and website as JSON; the file `image` optional)",
      schemas: { form: postFormSchema, response: postResponseSchema },
      upload,
    },
    async (ctx, { form, files }) => {
      const author = currentStaff(ctx).id;
      const row = await withUpload(
        deps,
        fileOf(files, "image"),
        "posts",
        async (path) => ({ result: await inTransaction(deps, (work) => createPost(work, form, path, author)) }),
        POST_IMAGE_SIDE,
      );
      ctx.status = 201;
      return { error: false as const, message: MESSAGES.created, post: presentPost(row) };
    },
  );

  routes.put(
    "/api/posts/:id",
    {
      summary: "Edit a post (the same form; a new `image` replaces the old one)",
      schemas: { params: idParamsSchema, form: postFormSchema, response: postResponseSchema },
      upload,
      errors: [404],
    },
    async (_ctx, { params, form, files }) => {
      const row = await withUpload(
        deps,
        fileOf(files, "image"),
        "posts",
        (path) => inTransaction(deps, (work) => updatePost(work, params.id, form, path)),
        POST_IMAGE_SIDE,
      );
      return { error: false as const, message: MESSAGES.updated, post: presentPost(row) };
    },
  );

  routes.delete(
    "/api/posts/:id",
    {
      summary: "Delete a post",
      schemas: { params: idParamsSchema, response: messageResponseSchema },
      errors: [404],
    },
    async (_ctx, { params }) => {
      await removeUpload(deps, await inTransaction(deps, (work) => deletePost(work, params.id)), "image kept");
      return { error: false as const, message: MESSAGES.deleted };
    },
  );
}
