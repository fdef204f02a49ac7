import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { checkName, createDiskStorage, FileTooLargeError } from "./storage";

const root = () => mkdtempSync(path.join(tmpdir(), "portal-storage-"));

describe("disk storage", () => {
  it("streams a file in, hashing and counting it, and reads it back", async () => {
    const storage = createDiskStorage(root());
    const content = "Lieferbedingungen 2026\n".repeat(1000);
    const stored = await storage.write("abc.txt", Readable.from([Buffer.from(content)]));
    expect(stored.size).toBe(Buffer.byteLength(content));
    expect(stored.checksum).toBe(createHash("sha256").update(content).digest("hex"));
    expect(await text((await storage.read("abc.txt")).body)).toBe(content);
    expect(await storage.exists("abc.txt")).toBe(true);
    await storage.remove("abc.txt");
    expect(await storage.exists("abc.txt")).toBe(false);
  });

  it("refuses a file over the limit and leaves nothing behind", async () => {
    const dir = root();
    const storage = createDiskStorage(dir);
    await expect(storage.write("big.bin", Buffer.alloc(2048), 1024)).rejects.toBeInstanceOf(FileTooLargeError);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("accepts web streams", async () => {
    const storage = createDiskStorage(root());
    const stored = await storage.write("web.txt", new Blob(["Küche"]).stream());
    expect(stored.size).toBe(Buffer.byteLength("Küche"));
  });

  it("refuses names that could leave the folder", () => {
    expect(() => checkName("../etc/passwd")).toThrow();
    expect(() => checkName("a/b")).toThrow();
    expect(() => checkName(".hidden")).toThrow();
    expect(checkName("0b7c.png")).toBe("0b7c.png");
  });

  it("a missing file rejects with ENOENT before any byte is answered", async () => {
    await expect(createDiskStorage(root()).read("fehlt.pdf")).rejects.toMatchObject({ code: "ENOENT" });
  });
});

describe("disk storage listing and variants", () => {
  it("lists names by prefix and removeVariants deletes only that file's variants", async () => {
    const { removeVariants } = await import("./transform");
    const storage = createDiskStorage(root());
    expect(await storage.list("variant_")).toEqual([]);
    for (const name of ["a.png", "variant_a_10xauto_cover.png", "variant_a_20x20_cover.png", "variant_ab_10xauto_cover.png"]) {
      await storage.write(name, Buffer.from(name));
    }
    expect((await storage.list("variant_a_")).sort()).toEqual(["variant_a_10xauto_cover.png", "variant_a_20x20_cover.png"]);
    expect(await removeVariants(storage, "a")).toBe(2);
    expect((await storage.list("")).sort()).toEqual(["a.png", "variant_ab_10xauto_cover.png"]);
  });
});
