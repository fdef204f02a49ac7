import { describe, expect, it } from "vitest";
import { imageId, preparePayload, splitTranslations } from "./payload";

describe("payload preparation (spec §5)", () => {
  it("drops null and undefined values before saving a contact", () => {
    expect(preparePayload({ last_name: "Kröger", first_name: undefined, phone: null, email: "mk@example.com" })).toEqual({
      last_name: "Kröger",
      email: "mk@example.com",
    });
  });

  it("sends a field the user emptied as an explicit null, and an emptied list as []", () => {
    const loaded = { last_name: "Kröger", phone: "+49 5732 1040-12", mobile: null, contact_brand: ["Nordholz"] };
    expect(preparePayload({ last_name: "Kröger", phone: undefined, mobile: undefined, contact_brand: [] }, { loaded })).toEqual({
      last_name: "Kröger",
      phone: null,
      contact_brand: [],
    });
  });

  it("splits translations into create (no id), update (has id) and an empty delete list", () => {
    const rows = [
      { id: 7, languages_code: "de", title: "Alt" },
      { languages_code: "en", title: "New" },
    ];
    expect(splitTranslations(rows)).toEqual({ create: [rows[1]], update: [rows[0]], delete: [] });
    expect(preparePayload({ translations: rows }, { translations: "translations" })).toEqual({
      translations: { create: [rows[1]], update: [rows[0]], delete: [] },
    });
  });

  it("reduces an image or logo object to its id", () => {
    const logo = { id: "3b0f5a0e-0000-4000-8000-000000000001", filename_download: "logo.png" };
    expect(preparePayload({ logo, image: "abc" }, { images: ["logo", "image"] })).toEqual({ logo: logo.id, image: "abc" });
    expect(imageId(null)).toBeNull();
    expect(imageId(undefined)).toBeUndefined();
  });

  it("sends new images as create and does not resend existing ones", () => {
    const existing = { id: 1, directus_files_id: "a" };
    const added = { directus_files_id: "b", sort: 2 };
    expect(preparePayload({ images: [existing, added] }, { imageLists: ["images"] })).toEqual({ images: { create: [added] } });
    expect(preparePayload({ images: [existing] }, { imageLists: ["images"] })).toEqual({});
  });

  it("removes read-only and relation fields", () => {
    const values = { id: 4, title: "Küche", company: 1, trading_partners: [1], date_created: "2026-01-01", user_created: "u" };
    expect(preparePayload(values, { omit: ["id", "company", "trading_partners", "date_created", "user_created"] })).toEqual({
      title: "Küche",
    });
  });

  it("never turns an omitted field into a null", () => {
    expect(preparePayload({ title: "x" }, { omit: ["company"], loaded: { company: 1, title: "y" } })).toEqual({ title: "x" });
  });
});
