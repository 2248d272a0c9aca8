import type { Post } from "@ipf/shared/schemas/posts";
import type { PostDbRow } from "../services/posts.js";
import { uploadUrl } from "../lib/signed-uploads.js";

export function presentPost(row: PostDbRow): Post {
  return {
    _id: row.id,
    type: row.type,
    title: row.title,
    content: row.content,
    image: uploadUrl(row.image_path),
    warehouse: row.warehouse_id,
    discount: row.discount,
    website: row.website ? { title: row.website.title ?? "", url: row.website.url ?? "" } : null,
    expiresAt: row.expires_at.toISOString(),
    createdAt: row.created_at.toISOString(),
  };
}
