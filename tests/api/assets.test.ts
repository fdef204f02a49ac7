/** GET /api/assets/:id: access by the owning record, streaming and caching headers, transforms, download. */
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { documents, files } from "../../server/api/db/schema";
import { DEMO_COMPANIES, DEMO_USERS } from "../../server/api/seed/demo";
import { useTestApi } from "./fixture";
import { storedImage } from "./stored-image";

const api = useTestApi();

async function storeImage(companyId: number | null, filename: string) {
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#1f5a96" } }).png().toBuffer();
  return storedImage(api, { bytes: png, extension: "png", type: "image/png", name: filename, width: 640, height: 480 }, { companyId });
}

let own: string;
let shared: string;
let foreign: string;
let token: string;

beforeAll(async () => {
  own = await storeImage(DEMO_COMPANIES.sommer.id, "Schaufenster Herbst.png");
  shared = await storeImage(null, "Verbandslogo.png");
  foreign = await storeImage(DEMO_COMPANIES.nordholz.id, "Preisliste Küche 2026.png");
  token = (await api.login(DEMO_USERS.haendler.email)).access_token;
});

describe("GET /api/assets/:id", () => {
  it("streams an own file with its type, length, name and nosniff", async () => {
    const res = await api.request("GET", `/api/assets/${own}`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-disposition")).toBe(
      `inline; filename="Schaufenster Herbst.png"; filename*=UTF-8''Schaufenster%20Herbst.png`,
    );
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(body.length);
    expect((await sharp(body).metadata()).width).toBe(640);
  });

  it("serves a shared file only as the file of a document the caller may read (EVA needs EVA)", async () => {
    const [eva] = await api.database.db.select({ fileId: documents.fileId }).from(documents).where(eq(documents.documentClass, "EVA")).limit(1);
    const [eka] = await api.database.db.select({ fileId: documents.fileId }).from(documents).where(eq(documents.documentClass, "EKA")).limit(1);
    const reader = (await api.login(DEMO_USERS.leser.email)).access_token;
    const multi = (await api.login(DEMO_USERS.verbund.email)).access_token;
    const status = async (id: string, as: string) => {
      const res = await api.request("GET", `/api/assets/${id}`, { token: as });
      await res.arrayBuffer();
      return res.status;
    };
    expect(await status(eva!.fileId, token)).toBe(200);
    expect(await status(eka!.fileId, token)).toBe(200);
    expect(await status(eka!.fileId, reader)).toBe(200);
    expect(await status(eva!.fileId, reader)).toBe(403);
    expect(await status(eva!.fileId, multi)).toBe(403);
    // No record owns it: no rule grants it.
    expect(await status(shared, token)).toBe(403);
  });

  it("serves the association's image of a website entry to the companies it is shared with, and to no other", async () => {
    const status = async (id: string, as: string) => {
      const res = await api.request("GET", `/api/assets/${id}`, { token: as });
      await res.arrayBuffer();
      return res.status;
    };
    // web-verband.png: the image of the banner the association shares with Sommer, Brandt and Hanse (seed/website.ts).
    const [verband] = await api.database.db.select({ id: files.id }).from(files).where(eq(files.filenameDownload, "web-verband.png"));
    const luebeck = (await api.login(DEMO_USERS.luebeck.email)).access_token;
    expect(await status(verband!.id, token)).toBe(200);
    expect(await status(verband!.id, luebeck)).toBe(403);
    // In a gallery of an entry shared with Sommer: readable for Sommer once it is there, not before.
    const { contentImages, contentPartners } = await import("../../server/api/db/schema");
    const [entry] = await api.database.db
      .select({ item: contentPartners.item })
      .from(contentPartners)
      .where(and(eq(contentPartners.collection, "private_brand"), eq(contentPartners.companyId, DEMO_COMPANIES.brandt.id)));
    const galleryFile = await storeImage(null, "Verbandsgalerie.png");
    expect(await status(galleryFile, token)).toBe(403);
    await api.database.db.insert(contentImages).values({ collection: "private_brand_media_gallery", item: entry!.item, file: galleryFile, sort: 1 });
    expect(await status(galleryFile, token)).toBe(200);
    expect(await status(galleryFile, luebeck)).toBe(403);
  });

  it("offers a download with a UTF-8 name and lets no browser store a document", async () => {
    const [doc] = await api.database.db.select({ fileId: documents.fileId }).from(documents).limit(1);
    const res = await api.request("GET", `/api/assets/${doc!.fileId}?download`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    await res.arrayBuffer();
  });

  it("lets images be kept only with revalidation, and answers an unchanged one with 304", async () => {
    const first = await api.request("GET", `/api/assets/${own}?width=150`, { token });
    await first.arrayBuffer();
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const etag = first.headers.get("etag")!;
    const again = await api.request("GET", `/api/assets/${own}?width=150`, { token, headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    const other = await api.request("GET", `/api/assets/${own}?width=150`, { token, headers: { "if-none-match": '"anders"' } });
    expect(other.status).toBe(200);
    await other.arrayBuffer();
  });

  it("keeps the number of cached variants per file bounded by snapping sizes to steps", async () => {
    for (const width of [100, 101, 117, 128]) {
      const res = await api.request("GET", `/api/assets/${own}?width=${width}`, { token });
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(128);
    }
    const variants = await api.deps.storage.list(`variant_${own}_128xauto`);
    expect(variants).toHaveLength(1);
  });

  it("resizes images and caches the variant", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await api.request("GET", `/api/assets/${own}?width=160&height=160&fit=cover`, { token });
      expect(res.status).toBe(200);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([160, 160]);
    }
  });

  it("answers FORBIDDEN for another company's file, unknown and malformed ids, and without a token", async () => {
    const answers = await Promise.all([
      api.request("GET", `/api/assets/${foreign}`, { token }),
      api.request("GET", `/api/assets/${randomUUID()}`, { token }),
      api.request("GET", "/api/assets/nicht-da", { token }),
      api.request("GET", `/api/assets/${own}`),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ errors: [{ message: "You don't have permission to access this.", extensions: { code: "FORBIDDEN" } }] });
    }
  });

  it("refuses unknown query parameters and silly sizes", async () => {
    expect((await api.request("GET", `/api/assets/${own}?width=0`, { token })).status).toBe(400);
    expect((await api.request("GET", `/api/assets/${own}?token=abc`, { token })).status).toBe(400);
  });
});
