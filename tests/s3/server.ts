/**
 * An S3-compatible server for the tests, started by the test run itself (decision 0971): s3rver,
 * an npm dev dependency, in this process on a free loopback port, its objects in a temporary
 * folder. s3rver accepts the key S3RVER / secret S3RVER and path-style addressing.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { createS3Storage, parseS3Url } from "../../server/api/files/s3-storage";
import type { FileStorage } from "../../server/api/files/storage";

export interface TestS3Server {
  /** S3_URL of `bucket` on this server */
  urlOf(bucket: string): string;
  /** A store on `bucket` with its own scratch folder (an instance's DATA_DIR/tmp). */
  storage(bucket: string): FileStorage;
  /** Stops the server (the store is then away) and starts it again on the same port, objects kept. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startS3Server(buckets: string[]): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "partnerportal-s3-"));
  const scratch: string[] = [];
  const options = { address: "127.0.0.1", silent: true, directory, configureBuckets: buckets.map((name) => ({ name })) };
  let server: S3rver | undefined = new S3rver({ ...options, port: 0 });
  const { port } = await server.run();
  const urlOf = (bucket: string) => `http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}?region=eu-central-1`;
  return {
    urlOf,
    storage(bucket) {
      const dir = mkdtempSync(path.join(os.tmpdir(), "partnerportal-s3-scratch-"));
      scratch.push(dir);
      return createS3Storage(parseS3Url(urlOf(bucket)), dir);
    },
    async stop() {
      await server?.close();
      server = undefined;
    },
    async start() {
      server = new S3rver({ ...options, port });
      await server.run();
    },
    async close() {
      await server?.close();
      for (const dir of [directory, ...scratch]) rmSync(dir, { recursive: true, force: true });
    },
  };
}
