import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../../../tests/s3/server";
import { parseS3Url, s3ClientFor } from "./s3-storage";
import { createDiskStorage, FileTooLargeError, type FileStorage } from "./storage";

describe("the S3 client on Node 20", () => {
  it("prints no NodeVersionSupportWarning (the deployment guide says what it said)", async () => {
    const warnings: string[] = [];
    const listen = (warning: Error) => void warnings.push(warning.message);
    process.on("warning", listen);
    s3ClientFor(parseS3Url("http://KEY:SECRET@127.0.0.1:9/bucket")).destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    process.off("warning", listen);
    expect(warnings.filter((message) => message.includes("AWS SDK"))).toEqual([]);
  });
});

describe("S3_URL", () => {
  it("names endpoint, bucket, region, addressing and credentials", () => {
    expect(parseS3Url("https://AKIA1:s3cr%2Ft%2B@s3.example.net/partnerportal?region=eu-central-1")).toEqual({
      endpoint: "https://s3.example.net",
      bucket: "partnerportal",
      region: "eu-central-1",
      forcePathStyle: true,
      credentials: { accessKeyId: "AKIA1", secretAccessKey: "s3cr/t+" },
    });
    expect(parseS3Url("s3://s3.eu-central-1.amazonaws.com/dateien/?forcePathStyle=false")).toMatchObject({
      endpoint: "https://s3.eu-central-1.amazonaws.com",
      bucket: "dateien",
      region: "us-east-1",
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(parseS3Url("http://k:s@127.0.0.1:9000/b").endpoint).toBe("http://127.0.0.1:9000");
  });

  it("refuses what it cannot mean", () => {
    expect(() => parseS3Url("ftp://h/b")).toThrow(/scheme/);
    expect(() => parseS3Url("https://h/")).toThrow(/bucket/);
    expect(() => parseS3Url("https://h/a/b")).toThrow(/bucket/);
    expect(() => parseS3Url("https://h/b?regoin=x")).toThrow(/regoin/);
    expect(() => parseS3Url("https://h/b?forcePathStyle=ja")).toThrow(/forcePathStyle/);
    expect(() => parseS3Url("https://key@h/b")).toThrow(/both/);
  });
});

// The same contract for both stores (decision 0971).
let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server(["vertrag"]);
});
afterAll(() => s3?.close());

const stores: [string, () => FileStorage][] = [
  ["disk", () => createDiskStorage(mkdtempSync(path.join(tmpdir(), "portal-storage-")))],
  ["S3", () => s3.storage("vertrag")],
];

describe.each(stores)("the %s store", (_kind, open) => {
  it("writes, reads as a stream, lists, hands a local copy and removes", async () => {
    const storage = open();
    const content = "Rahmenvertrag Küchen 2027\n".repeat(2000);
    const stored = await storage.write("f1.txt", new Blob([content]).stream());
    expect(stored.size).toBe(Buffer.byteLength(content));
    const { body, size } = await storage.read("f1.txt");
    expect([size, await text(body)]).toEqual([stored.size, content]);
    await storage.write("variant_f1_64xauto_cover.txt", Buffer.from("klein"));
    expect((await storage.list("variant_f1_")).sort()).toEqual(["variant_f1_64xauto_cover.txt"]);
    expect(await storage.withLocalPath("f1.txt", (file) => readFile(file, "utf8"))).toBe(content);
    await storage.remove("f1.txt");
    await storage.remove("variant_f1_64xauto_cover.txt");
    expect([await storage.exists("f1.txt"), await storage.list("variant_f1_")]).toEqual([false, []]);
  });

  it("a missing file rejects with ENOENT; a file over the limit is refused and keeps nothing", async () => {
    const storage = open();
    await expect(storage.read("fehlt.pdf")).rejects.toMatchObject({ code: "ENOENT" });
    await expect(storage.write("gross.bin", new Blob([Buffer.alloc(4096)]).stream(), 1024)).rejects.toBeInstanceOf(FileTooLargeError);
    await expect(storage.write("gross.bin", Buffer.alloc(4096), 1024)).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await storage.exists("gross.bin")).toBe(false);
  });
});

it("the S3 store's scratch folder is empty after writes and local copies", async () => {
  const scratch = mkdtempSync(path.join(tmpdir(), "portal-scratch-"));
  const { createS3Storage } = await import("./s3-storage");
  const storage = createS3Storage(parseS3Url(s3.urlOf("vertrag")), scratch);
  await storage.write("s1.txt", new Blob(["Preisliste"]).stream());
  await storage.withLocalPath("s1.txt", async () => expect(readdirSync(scratch)).toHaveLength(1));
  expect(readdirSync(scratch)).toEqual([]);
});
