/**
 * Reference project (spec §3 trading_partner_references): budget in EUR, categories, location,
 * duration, realisation, the responsible employee (one of the company's contacts), the product
 * groups (published groups of the association's tree, decision 0743), image and a
 * sorted gallery. A new reference goes to the first position (spec §4).
 */
import { defineCollection, field, WEBSITE_COLLECTION } from "../describe";

export const referencesCollection = defineCollection({
  ...WEBSITE_COLLECTION,
  name: "trading_partner_references",
  labels: { one: "descriptions.references.one", many: "descriptions.references.many" },
  fields: {
    internal_title: field.text("descriptions.website.internalTitle", { required: "descriptions.website.internalTitleRequired" }),
    budget: field.integer("descriptions.references.budget", { input: "money", max: 100_000_000 }),
    categories: field.tags("descriptions.references.categories", "descriptions.references.categoriesHint"),
    location: field.text("descriptions.references.location"),
    duration: field.text("descriptions.references.duration", { max: 100 }),
    realisation: field.textarea("descriptions.references.realisation", { max: 2000 }),
    employee: field.contact("descriptions.references.employee"),
    product_groups: field.productGroups("descriptions.references.productGroups", "descriptions.references.productGroupsHint"),
  },
  translations: {
    title: field.text("descriptions.website.title", { required: "descriptions.website.titleRequired" }),
    text: field.richText("descriptions.references.text"),
  },
  status: "translations",
  list: { columns: ["internal_title", "title", "location", "budget", "status"], search: ["internal_title", "location"] },
  sort: { newAt: "first" },
  image: { label: "descriptions.references.image" },
  gallery: { junction: "trading_partner_references_files", limit: 250, label: "descriptions.references.gallery" },
});
