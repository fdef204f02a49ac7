/**
 * The association's catalogues (issue 39, decision 0957): brands with their supplier company,
 * logo and categories, instructions, the service pool (a tree) and SAM tags — each described
 * once with the one description system (#contract/describe, decision 0956). The Redaktion creates,
 * edits, sorts and archives them through items/{catalogue}; the list, the form, the payloads,
 * the answer, OpenAPI and the CSV export follow from these descriptions. Sorting and archiving
 * are the framework's (every catalogue has them: `sort`, `archived_at`), like id and version.
 */
import { z } from "zod";
import { CONTENT_STATUSES } from "./values";
import { answerSchemaOf, choiceId, defineEntity, field, payloadSchemaOf, STATUS_LABELS, type EntityDescription } from "./describe";
import { CATALOGUE_NAMES, CATALOGUE_SHOWN, type CatalogueName } from "./catalogue-names";
import { recordId } from "./ids";

const main = { section: "main" };
const sections = { main: "" };

export const brandCatalogue = defineEntity({
  name: "brands",
  scope: "association",
  labels: { one: "descriptions.catalogue.brands.one", many: "descriptions.catalogue.brands.many" },
  sections,
  fields: {
    name: field.text("descriptions.catalogue.name", { max: 200, required: "descriptions.catalogue.nameRequired", ...main }),
    company_id: field.choice("descriptions.catalogue.brands.company", { required: "descriptions.catalogue.brands.companyRequired", message: "descriptions.catalogue.brands.companyRequired", ...main }),
    company_name: field.value("descriptions.catalogue.brands.company", z.string(), { write: "never", column: false }),
    link: field.url("descriptions.catalogue.brands.link", main),
    description: field.textarea("descriptions.catalogue.description", { max: 5000, ...main }),
    /** the logo comes from the shared image upload; the screen renders it */
    logo: field.image("descriptions.catalogue.brands.logo"),
    logo_alt: field.text("descriptions.catalogue.brands.logoAlt", { max: 300, hint: "descriptions.catalogue.brands.logoAltHint" }),
    categories: field.choices("descriptions.catalogue.brands.categories", { item: choiceId("descriptions.catalogue.brands.categoriesInvalid"), max: 30, answer: z.array(z.number().int()), column: false, ...main }),
  },
  hooks: { supplier: { fields: ["company_name"] }, categories: { fields: ["categories"] } },
  list: { columns: ["name", "company_name"], export: ["name", "company_name", "link", "description"] },
  versionRequired: true,
});

export const instructionCatalogue = defineEntity({
  name: "instructions",
  scope: "association",
  labels: { one: "descriptions.catalogue.instructions.one", many: "descriptions.catalogue.instructions.many" },
  sections,
  fields: {
    title: field.text("descriptions.catalogue.title", { max: 200, required: "descriptions.catalogue.titleRequired", ...main }),
    status: field.select("descriptions.catalogue.status", CONTENT_STATUSES, STATUS_LABELS, { required: true, initial: "draft", ...main }),
    summary: field.textarea("descriptions.catalogue.instructions.summary", { max: 2000, ...main }),
    screens: field.tags("descriptions.catalogue.instructions.screens", "descriptions.catalogue.instructions.screensHint", main),
  },
  list: { columns: ["title", "status"], export: ["title", "status", "summary", "screens"] },
  versionRequired: true,
});

export const partnerServiceCatalogue = defineEntity({
  name: "partner_services",
  scope: "association",
  labels: { one: "descriptions.catalogue.partnerServices.one", many: "descriptions.catalogue.partnerServices.many" },
  sections,
  fields: {
    title: field.text("descriptions.catalogue.title", { max: 200, required: "descriptions.catalogue.titleRequired", ...main }),
    name: field.text("descriptions.catalogue.name", { max: 200, required: "descriptions.catalogue.nameRequired", ...main }),
    parent_id: field.choice("descriptions.catalogue.partnerServices.parent", { message: "descriptions.catalogue.partnerServices.parentInvalid", ...main }),
    service_id: field.text("descriptions.catalogue.partnerServices.serviceId", { max: 100, hint: "descriptions.catalogue.partnerServices.serviceIdHint", ...main }),
    teaser: field.textarea("descriptions.catalogue.partnerServices.teaser", { max: 1000, ...main }),
    text: field.textarea("descriptions.catalogue.partnerServices.text", { max: 10000, ...main }),
    link: field.url("descriptions.catalogue.partnerServices.link", main),
  },
  list: { columns: ["title", "name", "service_id"], export: ["title", "name", "service_id", "teaser", "link"] },
  versionRequired: true,
});

export const samTagCatalogue = defineEntity({
  name: "sam_tags",
  scope: "association",
  labels: { one: "descriptions.catalogue.samTags.one", many: "descriptions.catalogue.samTags.many" },
  sections,
  fields: {
    name: field.text("descriptions.catalogue.name", { max: 100, required: "descriptions.catalogue.nameRequired", ...main }),
    description: field.textarea("descriptions.catalogue.description", { max: 2000, ...main }),
  },
  list: { columns: ["name", "description"], export: ["name", "description"] },
  versionRequired: true,
});

/** A catalogue: its description, the field its rows are named by, the fields a search looks in, and for a tree the parent field (sorting is among siblings). */
export interface Catalogue {
  entity: EntityDescription & { versionRequired: true };
  title: string;
  search: readonly string[];
  parent?: string;
}

export const CATALOGUES: Record<CatalogueName, Catalogue> = {
  brands: { entity: brandCatalogue, title: "name", search: ["name", "company_name"] },
  instructions: { entity: instructionCatalogue, title: "title", search: ["title", "summary"] },
  partner_services: { entity: partnerServiceCatalogue, title: "title", search: ["title", "name", "teaser"], parent: "parent_id" },
  sam_tags: { entity: samTagCatalogue, title: "name", search: ["name", "description"] },
};

for (const name of CATALOGUE_NAMES) if (CATALOGUES[name].entity.name !== name) throw new Error(`catalogue ${name} is described as ${CATALOGUES[name].entity.name}`);

/** What the framework adds to every catalogue's record: its place and whether it is archived (and, in a tree, its depth). */
const framework = { sort: z.number().int(), archived_at: z.string().nullable(), depth: z.number().int() };

/** A record as items/{catalogue} answers it (per catalogue in OpenAPI; generic in the table). */
export const catalogueItemSchemaOf = (name: CatalogueName) => answerSchemaOf(CATALOGUES[name].entity).extend(framework);
export const catalogueItemSchema = z.object({ id: z.number().int(), version: z.number().int(), ...framework }).passthrough();
export type CatalogueItem = z.infer<typeof catalogueItemSchema> & Record<string, unknown>;

export const catalogueListSchema = z.object({ data: z.array(catalogueItemSchema), meta: z.object({ filter_count: z.number().int() }) });

export const catalogueQuerySchema = z
  .object({
    search: z.string().trim().max(200).optional(),
    page: z.coerce.number().int().min(1).max(100000).optional(),
    limit: z.coerce.number().int().min(1).max(500).optional(),
    shown: z.enum(CATALOGUE_SHOWN).optional(),
  })
  .strict();

/** Archiving and restoring is an update: `archived` true or false (with the loaded version). */
const archiveFlag = { archived: z.boolean().optional() };

export const catalogueCreateSchemaOf = (name: CatalogueName) => payloadSchemaOf(CATALOGUES[name].entity, "create");
export const catalogueUpdateSchemaOf = (name: CatalogueName) => payloadSchemaOf(CATALOGUES[name].entity, "update", { versionRequired: true }).extend(archiveFlag);
/** The generic bodies (each catalogue's own schema is what the API validates, see EACH_SOURCES). */
export const catalogueCreateSchema = z.record(z.unknown());
export const catalogueUpdateSchema = z.object({ version: z.number().int(), ...archiveFlag }).passthrough();

/** Directus' utils/sort: move `item` to the place of `to` (its neighbour for "nach oben" / "nach unten"); in a tree only among siblings. */
export const catalogueSortSchema = z.object({ item: recordId, to: recordId }).strict();

/** The choices a catalogue's form offers, by field (a brand's supplier companies and categories, a service's possible parents). */
export const catalogueChoicesSchema = z.record(z.array(z.object({ value: z.string(), label: z.string() })));
