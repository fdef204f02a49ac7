import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { accessOf } from "./access";
import { bannersCollection } from "./banners";
import { formSchema, itemSchema, payloadSchema, screenOf } from "./describe";
import { informationsCollection } from "./informations";
import { referencesCollection } from "./references";
import { COLLECTIONS } from "./registry";

/** The field errors of a parse that must have failed. */
const errorsOf = (submission: { status?: string; error?: Record<string, string[] | null> | null }) => submission.error ?? {};

const formData = (entries: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) for (const v of [value].flat()) data.append(key, v);
  return data;
};

describe("collection descriptions", () => {
  it("every field has a column and a German label; list columns name real fields", () => {
    for (const d of COLLECTIONS) {
      const screen = screenOf(d);
      for (const f of screen.fields) expect(f.label, `${d.name}.${f.name}`).toMatch(/^[A-ZÄÖÜ]/);
      expect(screen.columns.map((c) => c.label)).not.toContain(undefined);
      expect(d.permission).toBe("TRADINGPAGES");
    }
  });

  it("the screen projection is plain data (no zod reaches the browser)", () => {
    const json = JSON.stringify(screenOf(informationsCollection));
    expect(JSON.parse(json)).toEqual(screenOf(informationsCollection));
    expect(json).not.toContain("_def");
  });

  it("the payload schema takes translations as create/update, refuses unknown and read-only fields", () => {
    const schema = payloadSchema(bannersCollection);
    expect(
      schema.safeParse({ internal_title: "A", translations: { create: [{ languages_code: "de", title: "T" }], update: [], delete: [] } }).success,
    ).toBe(true);
    expect(schema.safeParse({ version: 2, translations: { create: [], update: [{ id: 4, status: "published" }], delete: [] } }).success).toBe(true);
    for (const bad of [{ company: 1 }, { trading_partners: [1] }, { sort: 3 }, { translations: { create: [], update: [], delete: [3] } }, { images: { create: [] } }]) {
      expect(schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("informations take at most 250 new gallery images per request", () => {
    const schema = payloadSchema(informationsCollection);
    const images = (n: number) => ({ images: { create: Array.from({ length: n }, () => ({ file: "6f1c2b9e-1d2a-4c3b-8e4f-5a6b7c8d9e0f" })) } });
    expect(informationsCollection.gallery?.limit).toBe(250);
    expect(schema.safeParse(images(250)).success).toBe(true);
    expect(schema.safeParse(images(251)).success).toBe(false);
  });

  it("the form schema turns form input into values and reports German messages", () => {
    const ok = parseWithZod(formData({ internal_title: "Küchenreferenz", title: "Küche", budget: "25.000", categories: "Küche, Wohnzimmer", employee: "" }), {
      schema: formSchema(referencesCollection),
    });
    expect(ok.status).toBe("success");
    expect(ok.status === "success" && ok.value).toMatchObject({ budget: 25000, categories: ["Küche", "Wohnzimmer"], employee: null, status: "draft" });

    const missing = parseWithZod(formData({ internal_title: "" }), { schema: formSchema(bannersCollection) });
    expect(missing.status).toBe("error");
    expect(errorsOf(missing)).toMatchObject({ internal_title: ["Bitte einen internen Titel angeben."], title: ["Bitte einen Titel angeben."] });

    const badLink = parseWithZod(formData({ internal_title: "x", title: "y", link: "moebel.example" }), { schema: formSchema(bannersCollection) });
    expect(errorsOf(badLink).link?.[0]).toContain("https://");
  });

  it("from ≤ to is a rule of the whole item, in the form and on the merged record", () => {
    const form = parseWithZod(formData({ internal_title: "x", title: "y", date_from: "2027-04-20", date_to: "2027-04-10", show_on_homepage: ["off", "on"] }), {
      schema: formSchema(informationsCollection),
    });
    expect(errorsOf(form).date_to).toEqual(["Das Enddatum darf nicht vor dem Startdatum liegen."]);
    const merged = itemSchema(informationsCollection).safeParse({ internal_title: "x", title: "y", type: "event", date_from: "2027-04-20", date_to: "2027-04-21", status: "draft" });
    expect(merged.success).toBe(true);
  });

  it("only a YouTube or Vimeo link is a video", () => {
    const schema = payloadSchema(informationsCollection);
    expect(schema.safeParse({ video: "https://www.youtube.com/watch?v=abc" }).success).toBe(true);
    expect(schema.safeParse({ video: "https://evil.example/watch" }).success).toBe(false);
  });

  it("references go first when created; the others last", () => {
    expect(referencesCollection.sort.newAt).toBe("first");
    expect(bannersCollection.sort.newAt).toBe("last");
  });
});

describe("the manageable rule (spec §5/§6)", () => {
  it("edit only when the entry belongs to exactly one trading partner, the user's company", () => {
    expect(accessOf([7], 7)).toBe("edit");
    expect(accessOf([7, 7], 7)).toBe("edit");
    expect(accessOf([7, 8], 7)).toBe("read");
    expect(accessOf([8], 7)).toBe("none");
    expect(accessOf([], 7)).toBe("none");
  });
});
