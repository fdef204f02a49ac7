import { FIELD_MESSAGES } from "../contract/text-key";
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { accessOf } from "./access";
import { bannersCollection } from "../contract/collections/banners";
import { formSchema, galleriesOf, imageFieldsOf, itemSchema, payloadSchema, screenOf } from "../contract/describe";
import { informationsCollection } from "../contract/collections/informations";
import { pagesCollection } from "../contract/collections/pages";
import { privateBrandsCollection } from "../contract/collections/private-brands";
import { referencesCollection } from "../contract/collections/references";
import { COLLECTIONS } from "./registry";

/** The field errors of a parse that must have failed. */
const errorsOf = (submission: { status?: string; error?: Record<string, string[] | null> | null }) => submission.error ?? {};

const formData = (entries: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) for (const v of [value].flat()) data.append(key, v);
  return data;
};

describe("collection descriptions", () => {
  it("every field has a column and a label (a text key, decision 0967); list columns name real fields", () => {
    for (const d of COLLECTIONS) {
      const screen = screenOf(d);
      for (const f of screen.fields) expect(f.label, `${d.name}.${f.name}`).toMatch(/^descriptions\.[a-zA-Z]+\.[a-zA-Z]+$/);
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

  it("a read-only field (a page's external link) is neither written nor in the form", () => {
    expect(payloadSchema(pagesCollection).safeParse({ external_link: "https://katalog.example" }).success).toBe(false);
    expect(payloadSchema(pagesCollection).safeParse({ hide_in_navigation: true }).success).toBe(true);
    expect(screenOf(pagesCollection).fields.map((f) => f.name)).not.toContain("external_link");
    const form = parseWithZod(formData({ internal_title: "Katalog", title: "Katalog", external_link: "https://anderswo.example" }), { schema: formSchema(pagesCollection) });
    expect(form.status === "success" && form.value).not.toHaveProperty("external_link");
  });

  it("informations take at most 250 new gallery images per request", () => {
    const schema = payloadSchema(informationsCollection);
    const images = (n: number) => ({ images: { create: Array.from({ length: n }, () => ({ file: "6f1c2b9e-1d2a-4c3b-8e4f-5a6b7c8d9e0f" })) } });
    expect(informationsCollection.gallery?.limit).toBe(250);
    expect(schema.safeParse(images(250)).success).toBe(true);
    expect(schema.safeParse(images(251)).success).toBe(false);
  });

  it("the form schema turns form input into values and names its messages by key", () => {
    const ok = parseWithZod(formData({ internal_title: "Küchenreferenz", title: "Küche", budget: "25.000", categories: "Küche, Wohnzimmer", employee: "", product_groups: ["4", "7"] }), {
      schema: formSchema(referencesCollection),
    });
    expect(ok.status).toBe("success");
    expect(ok.status === "success" && ok.value).toMatchObject({ budget: 25000, categories: ["Küche", "Wohnzimmer"], employee: null, product_groups: [4, 7], status: "draft" });
    const none = parseWithZod(formData({ internal_title: "x", title: "y" }), { schema: formSchema(referencesCollection) });
    expect(none.status === "success" && none.value.product_groups).toEqual([]);

    const missing = parseWithZod(formData({ internal_title: "" }), { schema: formSchema(bannersCollection) });
    expect(missing.status).toBe("error");
    expect(errorsOf(missing)).toMatchObject({ internal_title: ["descriptions.website.internalTitleRequired"], title: ["descriptions.website.titleRequired"] });

    const badLink = parseWithZod(formData({ internal_title: "x", title: "y", link: "moebel.example" }), { schema: formSchema(bannersCollection) });
    expect(errorsOf(badLink).link?.[0]).toBe(FIELD_MESSAGES.url);
  });

  it("from ≤ to is a rule of the whole item, in the form and on the merged record", () => {
    const form = parseWithZod(formData({ internal_title: "x", title: "y", date_from: "2027-04-20", date_to: "2027-04-10", show_on_homepage: ["off", "on"] }), {
      schema: formSchema(informationsCollection),
    });
    expect(errorsOf(form).date_to).toEqual(["descriptions.informations.dateToRange"]);
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

describe("private brands (spec §3, §5)", () => {
  const FILE = "6f1c2b9e-1d2a-4c3b-8e4f-5a6b7c8d9e0f";
  const complete = {
    name: "Sommer Wohnkultur",
    company_name: "Möbelhaus Sommer GmbH & Co. KG",
    street: "Herforder Straße 212",
    zip: "33609",
    city: "Bielefeld",
    country: "Deutschland",
    phone: "+49 521 98765-0",
    fax: "+49 521 98765-99",
    email: "marke@moebelhaus-sommer.example",
    website: "https://www.sommer-wohnkultur.example",
  };

  it("requires name, company name, street, zip, city, country, phone, fax, email and website, each with its own message", () => {
    const empty = parseWithZod(formData({}), { schema: formSchema(privateBrandsCollection) });
    expect(errorsOf(empty)).toEqual({
      name: ["descriptions.privateBrand.nameRequired"],
      company_name: ["descriptions.privateBrand.companyNameRequired"],
      street: ["descriptions.privateBrand.streetRequired"],
      zip: ["descriptions.privateBrand.zipRequired"],
      city: ["descriptions.privateBrand.cityRequired"],
      country: ["descriptions.privateBrand.countryRequired"],
      phone: ["descriptions.privateBrand.phoneRequired"],
      fax: ["descriptions.privateBrand.faxRequired"],
      email: ["descriptions.privateBrand.emailRequired"],
      website: ["descriptions.privateBrand.websiteRequired"],
    });
    const ok = parseWithZod(formData({ ...complete, social_media_links: "https://www.instagram.com/sommer, https://www.facebook.com/sommer", logo: FILE, iframe: "" }), {
      schema: formSchema(privateBrandsCollection),
    });
    expect(ok.status).toBe("success");
    expect(ok.status === "success" && ok.value).toMatchObject({ social_media_links: ["https://www.instagram.com/sommer", "https://www.facebook.com/sommer"], logo: FILE, iframe: null });
    expect(itemSchema(privateBrandsCollection).safeParse({ ...complete, status: "draft" }).success).toBe(true);
    expect(itemSchema(privateBrandsCollection).safeParse({ ...complete, fax: null, status: "draft" }).success).toBe(false);
  });

  it("embeds an iframe only from YouTube (nocookie), Vimeo or Matterport", () => {
    const schema = formSchema(privateBrandsCollection);
    for (const ok of ["https://www.youtube-nocookie.com/embed/abc", "https://www.youtube.com/embed/abc", "https://player.vimeo.com/video/1", "https://my.matterport.com/show/?m=x"]) {
      expect(parseWithZod(formData({ ...complete, iframe: ok }), { schema }).status, ok).toBe("success");
    }
    for (const bad of ["https://evil.example/embed", "https://youtube.com.evil.example/x", "https://notvimeo.com/1"]) {
      expect(errorsOf(parseWithZod(formData({ ...complete, iframe: bad }), { schema })).iframe, bad).toEqual([
        "descriptions.privateBrand.iframeHost",
      ]);
    }
    expect(errorsOf(parseWithZod(formData({ ...complete, social_media_links: "instagram.com/sommer" }), { schema })).social_media_links).toBeDefined();
  });

  it("has a logo field and two named, sorted galleries; their new images are payload keys of their own", () => {
    expect(imageFieldsOf(privateBrandsCollection)).toEqual(["logo"]);
    expect(galleriesOf(privateBrandsCollection).map((g) => [g.field, g.junction])).toEqual([
      ["media_header", "private_brand_media_header"],
      ["media_gallery", "private_brand_media_gallery"],
    ]);
    expect(galleriesOf(referencesCollection).map((g) => g.field)).toEqual(["images"]);
    const schema = payloadSchema(privateBrandsCollection);
    expect(schema.safeParse({ logo: FILE, media_header: { create: [{ file: FILE }] }, media_gallery: { create: [{ file: FILE }] } }).success).toBe(true);
    expect(schema.safeParse({ images: { create: [{ file: FILE }] } }).success).toBe(false);
    expect(schema.safeParse({ image: FILE }).success).toBe(false);
    expect(screenOf(privateBrandsCollection).galleries.map((g) => g.label)).toEqual(["descriptions.privateBrand.galleries.mediaHeader", "descriptions.privateBrand.galleries.mediaGallery"]);
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
