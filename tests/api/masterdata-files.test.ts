/** POST /files and DELETE /files/:id: type from content, 25 MB and 40 MP, upright and without metadata, quota, duplicates per company, scope. */
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { IMAGE_MAX_BYTES } from "#contract/masterdata";
import { UPLOAD_MAX_BYTES } from "../../server/api/files/upload";
import { cameraPhoto, decompressionBomb, hasGpsTag } from "../images";
import { processStoredImages } from "../../server/api/files/normalize";
import { eq } from "drizzle-orm";
import { files } from "../../server/api/db/schema";
import { DEMO_COMPANIES, DEMO_USERS } from "../../server/api/seed/demo";
import { dataOf, errorCodeOf, useTestApi, type TestApi } from "./fixture";
import { storedBytes, storedImage } from "./stored-image";

const api = useTestApi();

let hp: string;
let lf: string;
let reader: string;

beforeAll(async () => {
  [hp, lf, reader] = await Promise.all([
    api.login(DEMO_USERS.haendler.email).then((p) => p.access_token),
    api.login(DEMO_USERS.lieferant.email).then((p) => p.access_token),
    api.login(DEMO_USERS.leser.email).then((p) => p.access_token),
  ]);
});

async function upload(token: string, bytes: Uint8Array<ArrayBuffer>, name: string, claimedType = "image/png", through: TestApi = api) {
  const form = new FormData();
  form.set("file", new File([bytes], name, { type: claimedType }));
  return through.request("POST", "/api/files", { token, form });
}

const png = (color: string) => sharp({ create: { width: 40, height: 30, channels: 3, background: color } }).png().toBuffer();

interface Uploaded {
  id: string;
  type: string;
  width: number;
  duplicate_of: { id: string } | null;
}

describe("POST /files", () => {
  it("stores and serves a 6000×4000 camera photo upright, at most 2560 px, without EXIF and GPS", async () => {
    const photo = await cameraPhoto();
    expect(hasGpsTag((await sharp(photo).metadata()).exif)).toBe(true);
    const res = await upload(hp, new Uint8Array(photo), "Ausstellung Fenster.jpg", "image/jpeg");
    expect(res.status).toBe(200);
    const file = await dataOf<Uploaded & { height: number; filesize: number }>(res);
    expect(file).toMatchObject({ type: "image/jpeg", width: 1707, height: 2560 });
    const [row] = await api.database.db.select().from(files).where(eq(files.id, file.id));
    const stored = await sharp(await storedBytes(api, row!.filenameDisk)).metadata();
    expect([stored.width, stored.height, stored.exif, stored.orientation]).toEqual([1707, 2560, undefined, undefined]);
    expect(row!.filesize).toBe(file.filesize);
    // Nothing of the upload is left beside the stored image.
    expect((await api.deps.storage.list("upload_")).length).toBe(0);
    const served = Buffer.from(await (await api.request("GET", `/api/assets/${file.id}`, { token: hp })).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(2560);
    expect(meta.exif).toBeUndefined();
    expect(served.includes(Buffer.from("Exif\0\0", "latin1"))).toBe(false);
  });

  it("processes an image uploaded before: served without EXIF and GPS, in place, and by the housekeeping", async () => {
    const legacy = async (name: string) =>
      storedImage(
        api,
        { bytes: await cameraPhoto(3000, 2000), extension: "jpg", type: "image/jpeg", name, width: 3000, height: 2000 },
        { companyId: DEMO_COMPANIES.sommer.id, uploadedBy: DEMO_USERS.haendler.id },
      );
    const served = await legacy("alt-mit-gps.jpg");
    const waiting = await legacy("alt-im-hintergrund.jpg");
    const answer = await api.request("GET", `/api/assets/${served}`, { token: hp });
    expect(answer.status).toBe(200);
    const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
    // Taken on its side: upright and scaled to 2560 px on the long side.
    expect([meta.width, meta.height, meta.exif]).toEqual([1707, 2560, undefined]);
    const [row] = await api.database.db.select().from(files).where(eq(files.id, served));
    expect(row!.processedAt).not.toBeNull();
    expect(hasGpsTag((await sharp(await storedBytes(api, row!.filenameDisk)).metadata()).exif)).toBe(false);

    expect(await processStoredImages({ ...api.deps, db: api.database, now: () => new Date(), log: () => {} })).toBeGreaterThanOrEqual(1);
    const [later] = await api.database.db.select().from(files).where(eq(files.id, waiting));
    expect(later!.processedAt).not.toBeNull();
    expect((await sharp(await storedBytes(api, later!.filenameDisk)).metadata()).exif).toBeUndefined();
  });

  it("refuses a decompression bomb (more than 40 megapixels) and stores nothing", async () => {
    const count = async () => (await api.database.db.select({ id: files.id }).from(files).where(eq(files.companyId, DEMO_COMPANIES.sommer.id))).length;
    const before = await count();
    const res = await upload(hp, new Uint8Array(decompressionBomb()), "bombe.png");
    expect(res.status).toBe(413);
    expect(await errorCodeOf(res)).toBe("CONTENT_TOO_LARGE");
    expect(await count()).toBe(before);
  });

  it("refuses an upload past the company's quota with its own code, and changes nothing", async () => {
    const used = async () =>
      (await api.database.db.select({ size: files.filesize }).from(files).where(eq(files.companyId, DEMO_COMPANIES.sommer.id))).reduce((n, f) => n + f.size, 0);
    const before = await used();
    const bytes = await png("#123456");
    // The quota counts what is stored (the processed image): one byte left refuses any image.
    const tight = api.withDeps({ uploadQuotaBytes: before + 1 });
    const res = await upload(hp, bytes, "quote.png", "image/png", tight);
    expect(res.status).toBe(413);
    expect(await errorCodeOf(res)).toBe("UPLOAD_QUOTA_EXCEEDED");
    expect(await used()).toBe(before);
  });

  it("stores an image with the type detected from its content", async () => {
    const jpeg = await sharp({ create: { width: 20, height: 10, channels: 3, background: "#336699" } }).jpeg().toBuffer();
    const res = await upload(hp, jpeg, "kueche.png", "image/png");
    expect(res.status).toBe(200);
    const file = await dataOf<Uploaded>(res);
    expect(file).toMatchObject({ type: "image/jpeg", width: 20, duplicate_of: null });
    const asset = await api.request("GET", `/api/assets/${file.id}?width=10`, { token: hp });
    expect(asset.status).toBe(200);
    await asset.arrayBuffer();
  });

  it("answers a duplicate within the company with duplicate_of, but not across companies", async () => {
    const bytes = await png("#aa3300");
    const first = await dataOf<Uploaded>(await upload(hp, bytes, "Ausstellung.png"));
    expect(first.duplicate_of).toBeNull();
    const again = await dataOf<Uploaded>(await upload(hp, bytes, "Ausstellung Kopie.png"));
    expect(again.duplicate_of?.id).toBe(first.id);
    const other = await dataOf<Uploaded>(await upload(lf, bytes, "Ausstellung.png"));
    expect(other.duplicate_of).toBeNull();
    // discarding the duplicate
    expect((await api.request("DELETE", `/api/files/${again.id}`, { token: hp })).status).toBe(204);
    expect((await api.request("GET", `/api/assets/${again.id}`, { token: hp })).status).toBe(403);
  });

  it("refuses svg, pdf and text whatever they claim to be", async () => {
    const cases: [string, string][] = [
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', "bild.svg"],
      ["%PDF-1.7\n", "bild.png"],
      ["Hallo", "bild.jpg"],
    ];
    for (const [content, name] of cases) {
      const res = await upload(hp, new TextEncoder().encode(content), name, "image/png");
      expect(res.status).toBe(415);
      expect(await errorCodeOf(res)).toBe("UNSUPPORTED_MEDIA_TYPE");
    }
  });

  it("refuses more than the largest upload (25 MB, images) from Content-Length before reading the body", async () => {
    const res = await api.request("POST", "/api/files", {
      token: hp,
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(UPLOAD_MAX_BYTES + 200_000) },
      rawBody: new Uint8Array(10),
    });
    expect(res.status).toBe(413);
    expect(await errorCodeOf(res)).toBe("CONTENT_TOO_LARGE");
  });

  it("refuses a file part over 25 MB even when the header undercounts nothing", async () => {
    const big = new Uint8Array(IMAGE_MAX_BYTES + 1);
    big.set(await png("#000000"));
    const res = await upload(hp, big, "riesig.png");
    expect(res.status).toBe(413);
    expect(await errorCodeOf(res)).toBe("CONTENT_TOO_LARGE");
  });

  it("is FORBIDDEN without an editing permission, and deleting another company's file is FORBIDDEN", async () => {
    const res = await upload(reader, await png("#00ff00"), "x.png");
    expect(res.status).toBe(403);
    expect(await errorCodeOf(res)).toBe("FORBIDDEN");
    const foreign = await dataOf<Uploaded>(await upload(lf, await png("#0000ff"), "lf.png"));
    for (const id of [foreign.id, "00000000-0000-4000-8000-000000000000", "nope"]) {
      const del = await api.request("DELETE", `/api/files/${id}`, { token: hp });
      expect(del.status).toBe(403);
      expect(await errorCodeOf(del)).toBe("FORBIDDEN");
    }
    expect((await api.request("GET", `/api/assets/${foreign.id}`, { token: hp })).status).toBe(403);
  });
});
