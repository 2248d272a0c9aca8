import { idParamsSchema, messageResponseSchema } from "../schemas/common.js";
import { postFormSchema, postResponseSchema, postsQuerySchema, postsResponseSchema } from "../schemas/posts.js";
import { endpoints } from "./endpoint.js";

/** Posts: a public list of the live ones, written by staff who manage posts. */
export const posts = endpoints(
  "posts",
  { tags: ["posts"], auth: { staff: "posts.manage" } },
  {
    list: {
      method: "get",
      path: "/api/posts",
      summary: "Posts, newest first, paged; live ones only unless staff ask for all=true",
      // Only the back-office listing (all=true, expired posts too) needs a staff token.
      auth: { staff: "posts.manage", onlyFor: { all: "true" } },
      schemas: { query: postsQuerySchema, response: postsResponseSchema },
    },
    create: {
      method: "post",
      path: "/api/posts",
      summary: "Create a post (multipart: title, content and website as JSON; the file `image` optional)",
      schemas: { form: postFormSchema, response: postResponseSchema },
      upload: { maxFiles: 1 },
    },
    update: {
      method: "put",
      path: "/api/posts/:id",
      summary: "Edit a post (the same form; a new `image` replaces the old one)",
      schemas: { params: idParamsSchema, form: postFormSchema, response: postResponseSchema },
      upload: { maxFiles: 1 },
      errors: [404],
    },
    remove: {
      method: "delete",
      path: "/api/posts/:id",
      summary: "Delete a post",
      schemas: { params: idParamsSchema, response: messageResponseSchema },
      errors: [404],
    },
  },
);
