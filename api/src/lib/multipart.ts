import busboy from "busboy";
import type { Context } from "koa";
import { releaseBuffer } from "./buffers.js";
import { type ApiError, FileTooLargeError, PayloadTooLargeError, UnreadableError, ValidationError } from "./errors.js";
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

/** The limits of a route that declares none. */
export const MULTIPART_DEFAULTS = { maxFiles: 10 } as const;

/**
 * Reads a multipart/form-data body into memory within limits: a file over
 * the size limit answers 413 and nothing of the request is kept. Repeated
 * fields become arrays. Files are checked by content later (see storage.ts).
 */
export function readMultipart(ctx: Context, limits: MultipartLimits = {}): Promise<Multipart> {
  const maxFiles = limits.maxFiles ?? MULTIPART_DEFAULTS.maxFiles;
  const maxFileBytes = limits.maxFileBytes ?? MAX_UPLOAD_BYTES;
  if (!ctx.is("multipart/form-data")) {
    return Promise.reject(ValidationError({ _: "multipartRequired" }, "Expected multipart/form-data."));
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
      // Names and file names in UTF-8, as browsers send them (busboy reads them as Latin-1 by default).
      defParamCharset: "utf8",
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
      stream.on("limit", () => fail(FileTooLargeError()));
      stream.on("end", () => {
        if (!stream.truncated) files.push({ field, filename: info.filename ?? "", bytes: Buffer.concat(chunks) });
      });
    });
    parser.on("filesLimit", () => fail(PayloadTooLargeError(`At most ${maxFiles} files.`)));
    // The body's pieces as they came: once the form is read, every file has been copied out of them.
    const pieces: Buffer[] = [];
    const releasePieces = () => pieces.splice(0).forEach(releaseBuffer);
    parser.on("error", () => {
      releasePieces();
      reject(UnreadableError("The form could not be read."));
    });
    parser.on("close", () => {
      releasePieces();
      if (failed) reject(failed);
      else resolve({ fields, files });
    });
    // A client gone mid-body (or while the upload waited its turn): the parser would wait for the rest
    // for ever, holding the upload's place.
    const gone = () => {
      if (!ctx.req.complete) reject(UnreadableError("The form was not sent whole."));
    };
    if (ctx.req.destroyed) {
      gone();
      return;
    }
    ctx.req.on("close", gone);
    ctx.req.on("data", (piece: Buffer) => pieces.push(piece));
    ctx.req.pipe(parser);
  });
}
