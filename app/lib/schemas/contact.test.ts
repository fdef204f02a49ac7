import { describe, expect, it } from "vitest";
import type { Contact } from "#contract/masterdata";
import { contactFormSchema, contactPayload } from "./contact";

const loaded: Contact = {
  id: 5,
  status: "published",
  first_name: "Sabine",
  last_name: "Klocke",
  title: null,
  post_title: null,
  gender: "F",
  position: "MA",
  email: "sabine@example.com",
  phone: "+49 521 1",
  mobile: null,
  department: { id: "department_verkauf", name: "Verkauf", parent: null },
  jobtitle: null,
  department_web: "Wohnberatung",
  jobtitle_web: null,
  quote: null,
  thumbnail: { id: "3b0f5a0e-0000-4000-8000-000000000001", filename_download: "s.png", type: "image/png" },
  show_on_website: true,
  show_email: true,
  show_phone: false,
  sales_countries: ["country_de"],
  sales_regions: [],
  sales_states: [],
  contact_brand: [1],
  property: [],
  sort: 3,
  customer_created: true,
  areas: [],
  version: 4,
};

describe("contact form → payload", () => {
  it("requires the last name (its message by key)", () => {
    const r = contactFormSchema.safeParse({ first_name: "A" });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe("descriptions.contact.lastNameRequired");
  });

  it("sends cleared fields as null, unchanged empties not at all, and the loaded version", () => {
    const form = contactFormSchema.parse({
      version: "4",
      last_name: "Klocke",
      first_name: "Sabine",
      department: "department_verkauf",
      thumbnail: "3b0f5a0e-0000-4000-8000-000000000001",
      show_on_website: ["off", "on"],
      show_email: "off",
      show_phone: "off",
      sales_countries: ["country_de"],
    });
    const payload = contactPayload(form, loaded);
    expect(payload).toMatchObject({ last_name: "Klocke", version: 4, show_on_website: true, show_email: false, email: null, phone: null, contact_brand: [], gender: null });
    expect(payload).not.toHaveProperty("mobile");
    expect(payload).not.toHaveProperty("quote");
    expect(payload).not.toHaveProperty("sort");
  });

  it("takes brand responsibilities as brand ids and refuses anything else", () => {
    expect(contactFormSchema.safeParse({ last_name: "Neu", contact_brand: ["Nordholz"] }).success).toBe(false);
  });

  it("creates without nulls and without version", () => {
    const form = contactFormSchema.parse({ last_name: "Neu", contact_brand: ["1", "3"], show_on_website: ["off", "on"] });
    const payload = contactPayload(form, null);
    expect(payload).toEqual({ status: "published", last_name: "Neu", contact_brand: [1, 3], show_on_website: true, show_email: false, show_phone: false, sales_countries: [], sales_regions: [], sales_states: [] });
  });
});
