/**
 * The multi-photo form's action (/files/gallery, issue 27) over the real API: every file gets its
 * own result and one bad file loses none of the others; the gallery's limit holds (files past it
 * are refused as "full" and never stored); another company's entry is the 403 page and stores
 * nothing; the script's JSON answer names each file's German result.
 */
import sharp from "sharp";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contentImages, files } from "../../server/api/db/schema";
import { DEMO_COMPANIES, DEMO_USERS } from "../../server/api/seed/demo";
import { dataOf, useTestApi } from "./fixture";
import { portalContext } from "./portal-context";

const t = useTestApi();
const portal = portalContext(t);
let cookie = "";
let token = "";
let luebeckToken = "";

beforeAll(async () => {
  ({ cookie, token } = await portal.session(DEMO_USERS.haendler.email));
  luebeckToken = (await t.login(DEMO_USERS.luebeck.email)).access_token;
});

const png = (color: string) =>
  sharp({ create: { width: 48, height: 32, channels: 3, background: color } })
    .png()
    .toBuffer();

async function post(item: number, parts: { name: string; bytes: Uint8Array }[], accept?: string) {
  const { action } = await import("../../app/routes/files.gallery");
  const returnTo = `/website/references/${item}`;
  const url = `http://portal.test/files/gallery?${new URLSearchParams({ collection: "trading_partner_references", item: String(item), gallery: "images", returnTo })}`;
  const form = new FormData();
  for (const p of parts) form.append("files", new File([new Uint8Array(p.bytes)], p.name));
  const context = await portal.contextFor(new URL(url), "POST", { cookie });
  const request = new Request(url, { method: "POST", headers: { cookie, ...(accept ? { accept } : {}) }, body: form });
  try {
    const response = (await action({ request, context, params: {} })) as Response;
    return { response, toast: context.session.get("toast") as { kind: string; message: string } | undefined };
  } catch (thrown) {
    return { response: thrown as Response, toast: undefined };
  }
}

const newReference = async (title: string, as = token) =>
  (
    await dataOf<{ id: number }>(
      await t.request("POST", "/api/items/trading_partner_references", {
        token: as,
        json: { internal_title: title, translations: { create: [{ languages_code: "de", status: "draft", title }], update: [], delete: [] } },
      }),
    )
  ).id;
const galleryOf = (item: number) => t.database.db.select().from(contentImages).where(and(eq(contentImages.collection, "trading_partner_references_files"), eq(contentImages.item, item)));

describe("/files/gallery", () => {
  it("answers a broken-off or boundary-less body with the files that arrived whole, not a 500", async () => {
    const item = await newReference("Haus am See");
    const { action } = await import("../../app/routes/files.gallery");
    const url = `http://portal.test/files/gallery?${new URLSearchParams({ collection: "trading_partner_references", item: String(item), gallery: "images", returnTo: `/website/references/${item}` })}`;
    for (const [contentType, body] of [
      ["multipart/form-data; boundary=XYZ", '--XYZ\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\nbricht ab'],
      ["multipart/form-data", "kein Formular"],
    ]) {
      const context = await portal.contextFor(new URL(url), "POST", { cookie });
      const request = new Request(url, { method: "POST", headers: { cookie, "content-type": contentType! }, body });
      const response = (await action({ request, context, params: {} })) as Response;
      expect(response.status, contentType).toBe(303);
      expect((context.session.get("toast") as { kind: string } | undefined)?.kind).toBe("error");
    }
    expect(await galleryOf(item)).toHaveLength(0);
  });

  it("adds the good files, lists each file's result and keeps going past a bad one", async () => {
    const item = await newReference("Bad Familie Krüger");
    const { response, toast } = await post(item, [
      { name: "dusche.png", bytes: await png("#336699") },
      { name: "notiz.jpg", bytes: new TextEncoder().encode("keine Bilddatei") },
      { name: "waschtisch.png", bytes: await png("#996633") },
    ]);
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location")!, "http://portal.test");
    expect(location.pathname).toBe(`/website/references/${item}`);
    expect(location.searchParams.getAll("result")).toEqual(["ok:dusche.png", "wrong-type:notiz.jpg", "ok:waschtisch.png"]);
    expect(toast).toEqual({ kind: "error", message: "Zur Galerie hinzugefügt: 2 von 3 Dateien." });
    expect(await galleryOf(item)).toHaveLength(2);
  });

  it("refuses files past the gallery's limit as full, without storing them", async () => {
    const item = await newReference("Küche Familie Yilmaz");
    const filler = await png("#445566");
    const stored = await t.database.db.select({ id: files.id }).from(files).where(eq(files.companyId, DEMO_COMPANIES.sommer.id)).limit(1);
    // 249 of 250 taken: one more fits, the second is "full".
    await t.database.db.insert(contentImages).values(Array.from({ length: 249 }, (_, i) => ({ collection: "trading_partner_references_files", item, file: stored[0]!.id, sort: i + 1 })));
    const before = (await t.database.db.select({ id: files.id }).from(files)).length;
    const { response } = await post(item, [
      { name: "passt.png", bytes: await png("#123123") },
      { name: "zuviel.png", bytes: filler },
    ]);
    expect(new URL(response.headers.get("location")!, "http://portal.test").searchParams.getAll("result")).toEqual(["ok:passt.png", "full:zuviel.png"]);
    expect(await galleryOf(item)).toHaveLength(250);
    expect((await t.database.db.select({ id: files.id }).from(files)).length).toBe(before + 1);
  });

  it("answers the script in JSON with each file's German result", async () => {
    const item = await newReference("Flur Familie Berger");
    const { response } = await post(item, [{ name: "garderobe.png", bytes: await png("#aa00aa") }], "application/json");
    expect(await response.json()).toEqual({ results: [{ name: "garderobe.png", code: "ok", message: "hinzugefügt" }] });
  });

  it("is the 403 page for another company's entry, and stores nothing", async () => {
    const foreign = await newReference("Lübecker Hotelflur", luebeckToken);
    const before = (await t.database.db.select({ id: files.id }).from(files)).length;
    const { response } = await post(foreign, [{ name: "fremd.png", bytes: await png("#00aa00") }]);
    expect(response.status).toBe(403);
    expect((await t.database.db.select({ id: files.id }).from(files)).length).toBe(before);
    expect(await galleryOf(foreign)).toHaveLength(0);
  });
});
