/**
 * Object storage (issue 40, decision 0971): two API instances over one database, each with its
 * own DATA_DIR (the S3 store's scratch folder), keep files in one bucket of an S3-compatible server
 * the test starts (s3rver). Each serves the other's uploads, variants and avatars; the text
 * extraction reads from the bucket; a stopped store answers 503 (the portal's German error) and
 * leaves no row that names a missing object.
 */
import { strToU8, zipSync } from "fflate";
import sharp from "sharp";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files } from "../../server/api/db/schema";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { startS3Server, type TestS3Server } from "../s3/server";
import { dataOf, errorCodeOf, multipartOf, useTestApi, type TestApi } from "./fixture";
import { portalContext } from "./portal-context";

const t = useTestApi();
const BUCKET = "partnerportal";
let s3: TestS3Server;
let a: TestApi;
let b: TestApi;
let hp: string;
let lf: string;

beforeAll(async () => {
  s3 = await startS3Server([BUCKET]);
  a = t.withDeps({ storage: s3.storage(BUCKET) });
  b = t.withDeps({ storage: s3.storage(BUCKET) });
  [hp, lf] = await Promise.all([a.login(DEMO_USERS.haendler.email).then((p) => p.access_token), b.login(DEMO_USERS.lieferant.email).then((p) => p.access_token)]);
});
afterAll(() => s3?.close());

async function upload(through: TestApi, token: string, path: string, file: File, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("file", file);
  return through.request("POST", path, { token, form });
}

const png = async (color: string) => new Uint8Array(await sharp({ create: { width: 400, height: 300, channels: 3, background: color } }).png().toBuffer());
const docx = (text: string) =>
  zipSync({
    "[Content_Types].xml": strToU8('<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    "word/document.xml": strToU8(`<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`),
  });
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());
const fileRows = async () => (await t.database.db.select({ n: count() }).from(files))[0]!.n;
const rowOf = async (id: string) => (await t.database.db.select().from(files).where(eq(files.id, id)))[0];

describe("two instances on one bucket", () => {
  it("serve each other's images, variants, avatars and documents; nothing lands in a DATA_DIR", async () => {
    const image = await upload(a, hp, "/api/files", new File([await png("#2a7ab0")], "ausstellung.png", { type: "image/png" }));
    expect(image.status, await image.clone().text()).toBe(200);
    const { id } = await dataOf<{ id: string }>(image);
    const original = await b.request("GET", `/api/assets/${id}`, { token: hp });
    expect([original.status, original.headers.get("content-type")]).toEqual([200, "image/png"]);
    expect((await sharp(await bytesOf(original)).metadata()).width).toBe(400);

    // B renders the variant into the bucket; A serves it from there, rendering nothing again.
    const small = await b.request("GET", `/api/assets/${id}?width=64`, { token: hp });
    const variant = await bytesOf(small);
    expect((await sharp(variant).metadata()).width).toBe(64);
    const variants = await a.deps.storage.list(`variant_${id}_`);
    expect(variants).toHaveLength(1);
    expect(await bytesOf(await a.request("GET", `/api/assets/${id}?width=64`, { token: hp }))).toEqual(variant);
    expect(await a.deps.storage.list(`variant_${id}_`)).toEqual(variants);

    const avatar = await upload(b, hp, "/api/users/me/avatar", new File([await png("#c0392b")], "ich.png", { type: "image/png" }));
    expect(avatar.status, await avatar.clone().text()).toBe(200);
    const avatarId = (await dataOf<{ avatar: string }>(avatar)).avatar;
    expect((await a.request("GET", `/api/assets/${avatarId}`, { token: hp })).status).toBe(200);

    // A document of a supplier: stored by B, its text extracted from the bucket, downloaded from A.
    const doc = await upload(b, lf, "/api/files", new File([docx("Sockelblende Eiche Natur")], "preisliste.docx"), { folder: "review-documents" });
    expect(doc.status, await doc.clone().text()).toBe(200);
    const docId = (await dataOf<{ id: string }>(doc)).id;
    expect((await rowOf(docId))?.contentText).toContain("Sockelblende Eiche Natur");
    const download = await a.request("GET", `/api/assets/${docId}?download`, { token: lf });
    expect([download.status, Number(download.headers.get("content-length"))]).toEqual([200, docx("Sockelblende Eiche Natur").length]);

    // The default store (DATA_DIR/uploads of the file's own API) holds none of these.
    for (const name of [id, avatarId, docId]) expect(await t.deps.storage.list(name)).toEqual([]);
  });
});

describe("a store that is away", () => {
  it("answers 503 (the portal's German error) and leaves the database as it was", async () => {
    const kept = await upload(a, hp, "/api/files", new File([await png("#27ae60")], "muster.png", { type: "image/png" }));
    const keptId = (await dataOf<{ id: string }>(kept)).id;
    const portal = portalContext(a);
    const { cookie } = await portal.session(DEMO_USERS.haendler.email);
    await s3.stop();
    try {
      const rows = await fileRows();
      const started = Date.now();
      const image = await upload(a, hp, "/api/files", new File([await png("#8e44ad")], "neu.png", { type: "image/png" }));
      expect([image.status, await errorCodeOf(image)]).toEqual([503, "SERVICE_UNAVAILABLE"]);
      expect(Date.now() - started).toBeLessThan(10_000);
      const doc = await upload(b, lf, "/api/files", new File([docx("Lieferbedingungen")], "bedingungen.docx"), { folder: "review-documents" });
      expect([doc.status, await errorCodeOf(doc)]).toEqual([503, "SERVICE_UNAVAILABLE"]);
      expect((await b.request("GET", `/api/assets/${keptId}`, { token: hp })).status).toBe(503);
      expect(await fileRows()).toBe(rows);

      // The settings' avatar form: the portal's German 503 answer (as when the database is down), no row.
      const { action } = await import("../../app/routes/account.avatar");
      const url = "http://portal.test/account/avatar?returnTo=%2Faccount%2Fsettings";
      const form = new FormData();
      form.set("file", new File([await png("#f1c40f")], "portrait.png", { type: "image/png" }));
      const { contentType, body } = await multipartOf(form);
      const headers = { cookie, "content-type": contentType, "content-length": String(body.length) };
      const context = await portal.contextFor(new URL(url), "POST", headers);
      const refused = await action({ request: new Request(url, { method: "POST", headers, body }), context, params: {} }).then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      expect(refused).toBeInstanceOf(Response);
      expect([(refused as Response).status, await (refused as Response).text()]).toEqual([503, "Das Partnerportal kann seine Daten gerade nicht abrufen. Bitte versuchen Sie es in einigen Augenblicken noch einmal."]);
      expect(await fileRows()).toBe(rows);

      // A deletion stands (the row goes; the object is left behind and logged), never the reverse.
      expect((await a.request("DELETE", `/api/files/${keptId}`, { token: hp })).status).toBe(204);
      expect(await rowOf(keptId)).toBeUndefined();
    } finally {
      await s3.start();
    }
    expect(await a.deps.storage.list(keptId)).toHaveLength(1);
  });
});
