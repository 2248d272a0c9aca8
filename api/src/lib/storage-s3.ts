import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { Readable } from "node:stream";
import { createStorage, type FileStore, type Storage, type StorageOptions } from "./storage.js";

/** An S3 bucket: AWS S3, Cloudflare R2, MinIO or any other server of the S3 API. */
export interface S3Settings {
  bucket: string;
  /** Unset for AWS S3; the server's address for R2 or MinIO. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's own chain (environment, instance role, ...). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path (`https://host/bucket/key`) rather than in the host name: MinIO and most local servers. */
  forcePathStyle: boolean;
}

const TYPES: Record<string, string> = { webp: "image/webp", pdf: "application/pdf" };
const typeOf = (key: string) => TYPES[key.split(".").pop() ?? ""] ?? "application/octet-stream";

/** Whether the SDK's error means the object is not there. */
const missing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404);

export function s3Files(settings: S3Settings): FileStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where the API demands them: R2, MinIO and other servers of the S3 API do not all
    // know the checksum headers recent SDKs add to every request.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;
  const orNothing = <T>(call: Promise<T>) =>
    call.catch((error: unknown) => {
      if (missing(error)) return undefined;
      throw error;
    });

  return {
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: typeOf(key) }));
    },
    async get(key) {
      const answer = await orNothing(client.send(new GetObjectCommand({ Bucket, Key: key })));
      return answer?.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
    },
    async stat(key) {
      const answer = await orNothing(client.send(new HeadObjectCommand({ Bucket, Key: key })));
      return answer && { size: answer.ContentLength ?? 0, modified: answer.LastModified ?? new Date(0) };
    },
    async open(key) {
      const answer = await orNothing(client.send(new GetObjectCommand({ Bucket, Key: key })));
      if (!answer?.Body) return undefined;
      return {
        size: answer.ContentLength ?? 0,
        modified: answer.LastModified ?? new Date(0),
        body: answer.Body as Readable,
      };
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async list(prefix) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    async listChangedBefore(prefix, before) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified && object.LastModified < before) keys.push(object.Key);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
  };
}

export function createS3Storage(settings: S3Settings, options: StorageOptions = {}): Storage {
  return createStorage(s3Files(settings), options);
}
