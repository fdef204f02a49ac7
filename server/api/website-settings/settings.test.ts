import { FIELD_MESSAGES } from "../contract/text-key";
import { describe, expect, it } from "vitest";
import { formSchema, payloadSchema } from "../contract/describe";
import { historiesCollection } from "../contract/collections/histories";
import { WEBSITE_SETTINGS_SECTIONS } from "../contract/collections/website-settings-names";
import { WEBSITE_SETTINGS_FIELDS, websiteSettingsFormSchema, websiteSettingsPayloadSchema, websiteSettingsRecordSchema, websiteSettingsScreenFields } from "../contract/collections/website-settings";

const issues = (r: { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("website settings description", () => {
  it("puts every field in exactly one section of the screen", () => {
    const inSections = Object.values(WEBSITE_SETTINGS_SECTIONS).flat();
    expect([...inSections].sort()).toEqual(Object.keys(WEBSITE_SETTINGS_FIELDS).sort());
    expect(new Set(inSections).size).toBe(inSections.length);
  });

  it("marks only the site name required and projects the fields without zod", () => {
    const fields = websiteSettingsScreenFields();
    expect(fields.filter((f) => f.required).map((f) => f.name)).toEqual(["site_name"]);
    expect(fields.find((f) => f.name === "opening_hours_address")).toMatchObject({ input: "address", label: "descriptions.websiteSettings.openingHoursAddress" });
    expect(JSON.parse(JSON.stringify(fields))).toEqual(fields);
  });

  it("reads the posted form with its messages (keys): empty site name, bad domain, colour, social host", () => {
    const bad = websiteSettingsFormSchema.safeParse({ site_name: "", domain: "https://sommer.de/", primary_color: "blau", facebook_url: "https://example.com/x", contact_email: "info@" });
    expect(issues(bad)).toEqual({
      site_name: "descriptions.websiteSettings.siteNameRequired",
      domain: "descriptions.websiteSettings.domainInvalid",
      primary_color: "descriptions.websiteSettings.primaryColorInvalid",
      facebook_url: "descriptions.websiteSettings.facebookUrlHost",
      contact_email: FIELD_MESSAGES.email,
    });
    const good = websiteSettingsFormSchema.parse({ version: "3", site_name: " Sommer ", domain: "www.sommer.de", opening_hours_address: "12", facebook_url: "https://de-de.facebook.com/sommer", logo: "", imprint: "" });
    expect(good).toMatchObject({ version: 3, site_name: "Sommer", domain: "www.sommer.de", opening_hours_address: 12, facebook_url: "https://de-de.facebook.com/sommer", logo: null, imprint: null });
  });

  it("accepts only known fields in the API payload and checks the merged record", () => {
    expect(websiteSettingsPayloadSchema.safeParse({ site_name: "A", company_id: 2 }).success).toBe(false);
    expect(websiteSettingsPayloadSchema.safeParse({ logo: "not-a-uuid" }).success).toBe(false);
    expect(websiteSettingsPayloadSchema.parse({ version: 2, imprint: null })).toEqual({ version: 2, imprint: null });
    expect(websiteSettingsRecordSchema.safeParse({ imprint: "x" }).success).toBe(false);
    expect(websiteSettingsRecordSchema.safeParse({ site_name: "Sommer", imprint: null }).success).toBe(true);
  });
});

describe("history description", () => {
  it("builds the form and payload schemas: year as a whole number, title required, translations create/update", () => {
    const form = formSchema(historiesCollection).safeParse({ internal_title: "Gründung", year: "19x2", title: "" });
    expect(issues(form)).toEqual({ year: FIELD_MESSAGES.integer, title: "descriptions.website.titleRequired" });
    expect(formSchema(historiesCollection).parse({ internal_title: "Gründung", year: "1962", title: "Gründung in Bielefeld" })).toMatchObject({ year: 1962, status: "draft", image: null });
    const payload = payloadSchema(historiesCollection);
    expect(payload.safeParse({ year: 1962, translations: { create: [{ languages_code: "de", title: "A" }], update: [{ id: 3, text: "B" }], delete: [] } }).success).toBe(true);
    expect(payload.safeParse({ year: 1962, images: { create: [] } }).success).toBe(false);
    expect(payload.safeParse({ sort: 1 }).success).toBe(false);
  });
});
