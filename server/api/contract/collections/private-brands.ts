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
  labels: { one: "descriptions.privateBrand.one", many: "descriptions.privateBrand.many" },
  fields: {
    name: field.text("descriptions.privateBrand.name", { required: "descriptions.privateBrand.nameRequired", max: 120 }),
    company_name: field.text("descriptions.privateBrand.companyName", { required: "descriptions.privateBrand.companyNameRequired", max: 200 }),
    street: field.text("descriptions.privateBrand.street", { required: "descriptions.privateBrand.streetRequired", max: 200 }),
    zip: field.text("descriptions.privateBrand.zip", { required: "descriptions.privateBrand.zipRequired", max: 10 }),
    city: field.text("descriptions.privateBrand.city", { required: "descriptions.privateBrand.cityRequired", max: 120 }),
    country: field.text("descriptions.privateBrand.country", { required: "descriptions.privateBrand.countryRequired", max: 120 }),
    phone: field.text("descriptions.privateBrand.phone", { required: "descriptions.privateBrand.phoneRequired", max: 50 }),
    fax: field.text("descriptions.privateBrand.fax", { required: "descriptions.privateBrand.faxRequired", max: 50 }),
    email: field.email("descriptions.privateBrand.email", { required: "descriptions.privateBrand.emailRequired" }),
    website: field.url("descriptions.privateBrand.website", { required: "descriptions.privateBrand.websiteRequired" }),
    logo: field.image("descriptions.privateBrand.logo"),
    social_media_links: field.links("descriptions.privateBrand.socialMediaLinks", "descriptions.privateBrand.socialMediaLinksHint"),
    iframe: field.url("descriptions.privateBrand.iframe", {
      hosts: IFRAME_HOSTS,
      hostMessage: "descriptions.privateBrand.iframeHost",
    }),
  },
  translations: {
    description: field.richText("descriptions.privateBrand.description", { max: 5000 }),
  },
  status: "translations",
  list: { columns: ["name", "company_name", "city", "status"], search: ["name", "company_name", "city"] },
  defaultSort: ["sort", "name", "id"],
  image: null,
  gallery: null,
  galleries: [
    { field: "media_header", junction: "private_brand_media_header", limit: 10, label: "descriptions.privateBrand.galleries.mediaHeader" },
    { field: "media_gallery", junction: "private_brand_media_gallery", limit: 250, label: "descriptions.privateBrand.galleries.mediaGallery" },
  ],
  // a trading partner's own brands on its website: a supplier's TRADINGPAGES does not reach them
  rule: "privateBrands",
  nameField: "name",
});
