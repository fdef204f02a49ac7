/**
 * The file store on an S3 bucket (S3_URL, decision 0971), so every API instance reaches every
 * upload without a shared volume. Same contract as the disk store (storage.ts):
 * - write: a stream is spooled to a temporary local file through the size limit and the hash,
 *   then PUT with its length (a PUT is atomic: a half-written object is never visible, and an
 *   upload over the limit never reaches the bucket); a Buffer is PUT directly.
 * - read: GetObject's body is handed on as a stream, never buffered whole.
 * - An endpoint that does not answer (refused, timed out, 5xx) is StorageUnavailableError → 503.
 */
import { createHash, randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { checkName, createDiskStorage, FileTooLargeError, isSafeName, meteredCopy, StorageUnavailableError, type FileStorage, type StoredFile } from "./storage";

export interface S3Location {
  endpoint: string;
  bucket: string;
  region: string;
  forcePathStyle: boolean;
  /** unset: the SDK's default chain (AWS_ACCESS_KEY_ID…, an instance role) */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * `S3_URL`: `https://KEY:SECRET@host[:port]/bucket?region=eu-central-1[&forcePathStyle=false]`.
 * The scheme is the endpoint's (`http`, `https`; `s3` means https); key and secret are
 * URL-encoded; path-style addressing unless `forcePathStyle=false` (most S3-compatible servers
 * need path style; AWS serves both).
 */
export function parseS3Url(value: string): S3Location {
  const url = new URL(value);
  const scheme = url.protocol.replace(/:$/, "");
  if (!["http", "https", "s3"].includes(scheme)) throw new Error(`S3_URL: unknown scheme "${scheme}" (http, https or s3).`);
  const bucket = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, ""));
  if (!bucket || bucket.includes("/")) throw new Error("S3_URL: the path must name the bucket, e.g. https://host/partnerportal.");
  for (const key of url.searchParams.keys()) {
    if (key !== "region" && key !== "forcePathStyle") throw new Error(`S3_URL: unknown parameter "${key}" (region, forcePathStyle).`);
  }
  const pathStyle = url.searchParams.get("forcePathStyle");
  if (pathStyle !== null && pathStyle !== "true" && pathStyle !== "false") throw new Error("S3_URL: forcePathStyle is true or false.");
  const user = decodeURIComponent(url.username);
  const secret = decodeURIComponent(url.password);
  if (Boolean(user) !== Boolean(secret)) throw new Error("S3_URL: give both the access key and the secret, or neither.");
  return {
    endpoint: `${scheme === "http" ? "http" : "https"}://${url.host}`,
    bucket,
    region: url.searchParams.get("region") || "us-east-1",
    forcePathStyle: pathStyle !== "false",
    credentials: user ? { accessKeyId: user, secretAccessKey: secret } : undefined,
  };
}

export function s3ClientFor(location: S3Location, extra: Partial<S3ClientConfig> = {}): S3Client {
  // On Node 20 the SDK prints a multi-line process warning at its first client: its releases after
  // January 2027 need Node 22. The deployment guide says so (docs/deploy.md), the lockfile keeps this
  // release, and the SDK's own switch silences it (aws/aws-sdk-js-v3#7983) unless the operator set it.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  return new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    forcePathStyle: location.forcePathStyle,
    credentials: location.credentials,
    // Checksums only where the API requires them: S3-compatible servers differ in the newer
    // trailing-checksum uploads, and every write is hashed by the store itself (SHA-256).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // A store that is away must answer within seconds (503), never hang a request.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
    ...extra,
  });
}

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

function isNotFound(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  return name === "NoSuchKey" || name === "NotFound" || statusOf(error) === 404;
}

/** No answer at all (refused, reset, timed out) or a server-side fault: the store is away. */
function unavailable(error: unknown): unknown {
  const status = statusOf(error);
  if (status !== undefined && status < 500) return error;
  return new StorageUnavailableError(`The file store is not reachable: ${error instanceof Error ? error.message || error.name : String(error)}`, { cause: error });
}

function missing(name: string, cause: unknown): Error {
  return Object.assign(new Error(`${name} is not in the file store`, { cause }), { code: "ENOENT" });
}

/** `scratch`: a local folder for spooled writes and withLocalPath's copies (DATA_DIR/tmp). */
export function createS3Storage(location: S3Location, scratch: string, client: S3Client = s3ClientFor(location)): FileStorage {
  const Bucket = location.bucket;
  const send = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw unavailable(error);
    }
  };
  const tempFile = async () => {
    await mkdir(scratch, { recursive: true });
    return path.join(scratch, `s3-${randomUUID()}.part`);
  };
  const put = (Key: string, Body: Buffer | Readable, ContentLength: number) =>
    send(() => client.send(new PutObjectCommand({ Bucket, Key, Body, ContentLength })));

  return {
    async write(name, source, maxBytes = Number.POSITIVE_INFINITY) {
      checkName(name);
      if (Buffer.isBuffer(source)) {
        if (source.length > maxBytes) throw new FileTooLargeError(maxBytes);
        await put(name, source, source.length);
        return { size: source.length, checksum: createHash("sha256").update(source).digest("hex") };
      }
      const temp = await tempFile();
      try {
        const stored: StoredFile = await meteredCopy(source, temp, maxBytes);
        await put(name, createReadStream(temp), stored.size);
        return stored;
      } finally {
        await rm(temp, { force: true });
      }
    },
    async read(name) {
      checkName(name);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) throw missing(name, error);
        throw unavailable(error);
      }
    },
    async exists(name) {
      checkName(name);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: name }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw unavailable(error);
      }
    },
    async remove(name) {
      checkName(name);
      // S3 answers a delete of a missing key with success, as rm({ force: true }) does.
      await send(() => client.send(new DeleteObjectCommand({ Bucket, Key: name })));
    },
    async list(prefix) {
      const names: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await send(() => client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken })));
        for (const { Key } of page.Contents ?? []) if (Key && isSafeName(Key)) names.push(Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return names;
    },
    async withLocalPath(name, use) {
      const { body } = await this.read(name);
      const temp = await tempFile();
      try {
        await pipeline(body, createWriteStream(temp));
        return await use(temp);
      } finally {
        await rm(temp, { force: true });
      }
    },
  };
}

/** The store S3_URL names, else the folder DATA_DIR/uploads. */
export function openFileStorage(options: { s3Url?: string; dataDir: string }): FileStorage {
  return options.s3Url ? createS3Storage(parseS3Url(options.s3Url), path.join(options.dataDir, "tmp")) : createDiskStorage(path.join(options.dataDir, "uploads"));
}
