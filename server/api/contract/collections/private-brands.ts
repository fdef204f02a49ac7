/**
 * Private brands (spec §3 private_brand, §4 "sorted by sort then by name", §5 required fields,
 * §7 items/private_brand with its two image junctions): a trading partner's own brands with
 * their maker's contact block (every field required, each with its own German message), a logo,
 * header images and a media gallery (both sorted), social media links and an embedded iframe of
 * an allowed host only. Decision 0740.
 */
import { defineCollection, field, WEBSITE_COLLECTION } from "../describe";

/** Hosts an embedded iframe may show (videos and 3D tours), subdomains included. */
export const IFRAME_HOSTS = ["youtube-nocookie.com", "youtube.com", "vimeo.com", "matterport.com"] as const;

export const privateBrandsCollection = defineCollection({
  ...WEBSITE_COLLECTION,
  name: "private_brand",
  labels: { one: "Eigenmarke", many: "Eigenmarken" },
  fields: {
    name: field.text("Name der Eigenmarke", { required: "Bitte den Namen der Eigenmarke angeben.", max: 120 }),
    company_name: field.text("Firmenname", { required: "Bitte den Firmennamen angeben.", max: 200 }),
    street: field.text("Straße und Hausnummer", { required: "Bitte Straße und Hausnummer angeben.", max: 200 }),
    zip: field.text("PLZ", { required: "Bitte die Postleitzahl angeben.", max: 10 }),
    city: field.text("Ort", { required: "Bitte den Ort angeben.", max: 120 }),
    country: field.text("Land", { required: "Bitte das Land angeben.", max: 120 }),
    phone: field.text("Telefon", { required: "Bitte eine Telefonnummer angeben.", max: 50 }),
    fax: field.text("Fax", { required: "Bitte eine Faxnummer angeben.", max: 50 }),
    email: field.email("E-Mail", { required: "Bitte eine E-Mail-Adresse angeben." }),
    website: field.url("Website", { required: "Bitte die Website angeben." }),
    logo: field.image("Logo"),
    social_media_links: field.links("Social-Media-Links", "Mehrere Adressen durch Komma trennen, z. B. https://www.instagram.com/…, https://www.facebook.com/…"),
    iframe: field.url("Eingebettetes Video oder 3D-Rundgang (iframe-Adresse)", {
      hosts: IFRAME_HOSTS,
      hostMessage: "Bitte eine Adresse von YouTube (youtube-nocookie.com, youtube.com), Vimeo oder Matterport angeben.",
    }),
  },
  translations: {
    description: field.richText("Beschreibung", { max: 5000 }),
  },
  status: "translations",
  list: { columns: ["name", "company_name", "city", "status"], search: ["name", "company_name", "city"] },
  defaultSort: ["sort", "name", "id"],
  image: null,
  gallery: null,
  galleries: [
    { field: "media_header", junction: "private_brand_media_header", limit: 10, label: "Header-Bilder" },
    { field: "media_gallery", junction: "private_brand_media_gallery", limit: 250, label: "Mediengalerie" },
  ],
  // a trading partner's own brands on its website: a supplier's TRADINGPAGES does not reach them
  rule: "privateBrands",
  nameField: "name",
});
