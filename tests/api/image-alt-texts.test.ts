/**
 * Alternative texts of website images (issue 27, decision 0531): the API answers them for the
 * main image, image fields and gallery entries; writes them with the entry; refuses to publish an
 * entry while one of its images has neither a text nor the decorative mark (and changes nothing);
 * and writes them only on the caller's own entries.
 */
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { ALT_TEXT_MISSING } from "#contract/describe";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";

const api = useTestApi();
let sommer: string;
let luebeck: string;

interface AltText {
  alt: string | null;
  decorative: boolean;
}
interface Reference {
  id: number;
  version: number;
  image: { id: string } | null;
  alt_texts: Record<string, AltText>;
  images: ({ id: number; file: { id: string } } & AltText)[];
  translations: { id: number; status: string }[];
}

beforeAll(async () => {
  const token = (email: string) => api.login(email).then((p) => p.access_token);
  [sommer, luebeck] = await Promise.all([token(DEMO_USERS.haendler.email), token(DEMO_USERS.luebeck.email)]);
});

async function upload(token: string, color: string): Promise<string> {
  const form = new FormData();
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();
  form.set("file", new File([new Uint8Array(png)], "foto.png", { type: "image/png" }));
  const res = await api.request("POST", "/api/files", { token, form });
  return (await dataOf<{ id: string }>(res)).id;
}

const read = async (id: number, token = sommer) => dataOf<Reference>(await api.request("GET", `/api/items/trading_partner_references/${id}`, { token }));
const patch = (id: number, json: Record<string, unknown>, token = sommer) => api.request("PATCH", `/api/items/trading_partner_references/${id}`, { token, json });
const publish = (ref: Reference) => patch(ref.id, { version: ref.version, translations: { create: [], update: [{ id: ref.translations[0]!.id, status: "published" }], delete: [] } });

describe("alternative texts", () => {
  it("answers the seeded texts of main images and gallery entries", async () => {
    const list = await api.request("GET", "/api/items/trading_partner_references?limit=-1", { token: sommer });
    const refs = (await list.json()) as { data: Reference[] };
    const withGallery = refs.data.find((r) => r.images.length > 1 && r.image)!;
    expect(withGallery.alt_texts.image?.alt).toMatch(/Küche|Kochinsel/);
    expect(withGallery.images.every((i) => i.alt && !i.decorative)).toBe(true);
  });

  it("refuses to publish while an image has neither text nor mark, and publishes once each has one", async () => {
    const [main, first, second] = await Promise.all([upload(sommer, "#aa5500"), upload(sommer, "#0055aa"), upload(sommer, "#55aa00")]);
    const created = await api.request("POST", "/api/items/trading_partner_references", {
      token: sommer,
      json: {
        internal_title: "Wohnzimmer Familie Meier",
        image: main,
        images: { create: [{ file: first }, { file: second, alt: "Sofa vor dem Fenster" }] },
        translations: { create: [{ languages_code: "de", status: "draft", title: "Wohnzimmer in Gütersloh" }], update: [], delete: [] },
      },
    });
    expect(created.status).toBe(200);
    let ref = await dataOf<Reference>(created);
    expect(ref.images.map((i) => i.alt)).toEqual([null, "Sofa vor dem Fenster"]);

    // Neither the main image nor the first photo is described: refused, nothing changes.
    const refused = await publish(ref);
    expect(refused.status).toBe(400);
    expect((await refused.json()) as unknown).toMatchObject({ errors: [{ message: ALT_TEXT_MISSING, extensions: { code: "INVALID_PAYLOAD" } }] });
    expect((await read(ref.id)).translations[0]!.status).toBe("draft");

    // The main image described, the first photo still not: still refused in the same write.
    const half = await patch(ref.id, {
      version: ref.version,
      alt_texts: { image: { alt: "Wohnzimmer mit Eckcouch und Stehleuchte", decorative: false } },
      translations: { create: [], update: [{ id: ref.translations[0]!.id, status: "published" }], delete: [] },
    });
    expect(half.status).toBe(400);
    ref = await read(ref.id);
    expect(ref.alt_texts.image).toBeUndefined();

    const described = await patch(ref.id, {
      version: ref.version,
      alt_texts: { image: { alt: "Wohnzimmer mit Eckcouch und Stehleuchte", decorative: false } },
      images: { create: [], update: [{ id: ref.images[0]!.id, alt: null, decorative: true }] },
    });
    expect(described.status).toBe(200);
    ref = await dataOf<Reference>(described);
    expect(ref.alt_texts.image).toEqual({ alt: "Wohnzimmer mit Eckcouch und Stehleuchte", decorative: false });
    expect(ref.images[0]).toMatchObject({ alt: null, decorative: true });
    expect((await publish(ref)).status).toBe(200);
    expect((await read(ref.id)).translations[0]!.status).toBe("published");
  });

  it("refuses a text over 250 characters and another entry's gallery row", async () => {
    const mine = await read((await (await api.request("GET", "/api/items/trading_partner_references?limit=-1", { token: sommer })).json() as { data: Reference[] }).data.find((r) => r.images.length)!.id);
    const long = await patch(mine.id, { version: mine.version, alt_texts: { image: { alt: "x".repeat(251), decorative: false } } });
    expect(long.status).toBe(400);
    expect(await errorCodeOf(long)).toBe("INVALID_PAYLOAD");
    // Lübeck's own reference cannot name Sommer's gallery row.
    const theirs = ((await (await api.request("GET", "/api/items/trading_partner_references?limit=-1", { token: luebeck })).json()) as { data: (Reference & { access: string })[] }).data.find((r) => r.access === "edit")!;
    const foreign = await patch(theirs.id, { version: theirs.version, images: { create: [], update: [{ id: mine.images[0]!.id, alt: "fremd", decorative: false }] } }, luebeck);
    expect(foreign.status).toBe(403);
    expect((await read(mine.id)).images[0]!.alt).toBe(mine.images[0]!.alt);
  });

  it("keeps the website settings' logo text", async () => {
    const [settings] = await dataOf<{ id: number; version: number; alt_texts: Record<string, AltText> }[]>(await api.request("GET", "/api/items/trading_partner_website_settings", { token: sommer }));
    const res = await api.request("PATCH", `/api/items/trading_partner_website_settings/${settings!.id}`, {
      token: sommer,
      json: { version: settings!.version, alt_texts: { logo: { alt: "Schriftzug Möbelhaus Sommer in Dunkelblau", decorative: false } } },
    });
    expect(res.status).toBe(200);
    expect((await dataOf<{ alt_texts: Record<string, AltText> }>(res)).alt_texts.logo).toEqual({ alt: "Schriftzug Möbelhaus Sommer in Dunkelblau", decorative: false });
    const long = await api.request("PATCH", `/api/items/trading_partner_website_settings/${settings!.id}`, { token: sommer, json: { version: settings!.version + 1, alt_texts: { logo: { alt: "x".repeat(251), decorative: false } } } });
    expect(long.status).toBe(400);
  });
});
