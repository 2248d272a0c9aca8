import busboy from "busboy";
import type { Context } from "koa";
import { ApiError } from "./errors.js";
import { MAX_UPLOAD_BYTES } from "./storage.js";

export interface UploadedFile {
  field: string;
  filename: string;
  bytes: Buffer;
}

export interface Multipart {
  fields: Record<string, string | string[]>;
  files: UploadedFile[];
}

export interface MultipartLimits {
  maxFiles?: number;
  maxFileBytes?: number;
}

/**
 * Reads a multipart/form-data body into memory within limits: a file over
 * the size limit answers 413 and nothing of the request is kept. Repeated
 * fields become arrays. Files are checked by content later (see storage.ts).
 */
export function readMultipart(ctx: Context, limits: MultipartLimits = {}): Promise<Multipart> {
  const maxFiles = limits.maxFiles ?? 10;
  const maxFileBytes = limits.maxFileBytes ?? MAX_UPLOAD_BYTES;
  if (!ctx.is("multipart/form-data")) {
    return Promise.reject(new ApiError(400, "VALIDATION", "Expected multipart/form-data.", { _: "multipartRequired" }));
  }
  return new Promise((resolve, reject) => {
    const fields: Record<string, string | string[]> = {};
    const files: UploadedFile[] = [];
    let failed: ApiError | undefined;
    const fail = (error: ApiError) => {
      failed ??= error;
    };
    const parser = busboy({
      headers: ctx.req.headers,
      limits: { files: maxFiles, fileSize: maxFileBytes, fields: 200, fieldSize: 1024 * 1024 },
    });
    parser.on("field", (name, value) => {
      const existing = fields[name];
      if (existing === undefined) fields[name] = value;
      else fields[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
    });
    parser.on("file", (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => fail(new ApiError(413, "PAYLOAD_TOO_LARGE", "you can't upload file larger than 10MB")));
      stream.on("end", () => {
        if (!stream.truncated) files.push({ field, filename: info.filename ?? "", bytes: Buffer.concat(chunks) });
      });
    });
    parser.on("filesLimit", () => fail(new ApiError(413, "PAYLOAD_TOO_LARGE", `At most ${maxFiles} files.`)));
    parser.on("error", () => reject(new ApiError(400, "VALIDATION", "The form could not be read.")));
    parser.on("close", () => (failed ? reject(failed) : resolve({ fields, files })));
    ctx.req.pipe(parser);
  });
}

/** A JSON-encoded form field (the spec sends details, shippingOptions, title... as JSON strings). */
export function jsonField(fields: Multipart["fields"], name: string): unknown {
  const raw = fields[name];
  if (raw === undefined || Array.isArray(raw)) return raw;
  try {
    return JSON.parse(raw);
  } catch {
    throw new ApiError(400, "VALIDATION", "Please check the highlighted fields.", { [name]: "invalidJson" });
  }
}
