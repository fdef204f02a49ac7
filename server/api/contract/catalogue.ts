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
import { answerSchemaOf, choiceId, defineEntity, field, payloadSchemaOf, STATUS_LABELS, type EntityDescription, type Fields } from "./describe";
import { CATALOGUE_NAMES, CATALOGUE_SHOWN, type CatalogueName } from "./catalogue-names";
import { recordId } from "./ids";

const main = { section: "main" };
const sections = { main: "" };

/** What every catalogue's description says alike: the association's, one plain section, updates name the loaded version. */
function defineCatalogue<F extends Fields, H extends string = never>(d: Omit<Parameters<typeof defineEntity<F, true, H>>[0], "scope" | "sections" | "versionRequired">) {
  return defineEntity<F, true, H>({ ...d, scope: "association", sections, versionRequired: true });
}

/** The fields several catalogues share: a required title or name, a plain description. */
const titleField = field.text("descriptions.catalogue.title", { max: 200, required: "descriptions.catalogue.titleRequired", ...main });
const nameField = (max: number) => field.text("descriptions.catalogue.name", { max, required: "descriptions.catalogue.nameRequired", ...main });
const descriptionField = (max: number) => field.textarea("descriptions.catalogue.description", { max, ...main });

export const brandCatalogue = defineCatalogue({
  name: "brands",
  labels: { one: "descriptions.catalogue.brands.one", many: "descriptions.catalogue.brands.many" },
  fields: {
    name: nameField(200),
    company_id: field.choice("descriptions.catalogue.brands.company", { required: "descriptions.catalogue.brands.companyRequired", message: "descriptions.catalogue.brands.companyRequired", ...main }),
    company_name: field.value("descriptions.catalogue.brands.company", z.string(), { write: "never", column: false }),
    link: field.url("descriptions.catalogue.brands.link", main),
    description: descriptionField(5000),
    /** the logo comes from the shared image upload; the screen renders it */
    logo: field.image("descriptions.catalogue.brands.logo"),
    logo_alt: field.text("descriptions.catalogue.brands.logoAlt", { max: 300, hint: "descriptions.catalogue.brands.logoAltHint" }),
    categories: field.choices("descriptions.catalogue.brands.categories", { item: choiceId("descriptions.catalogue.brands.categoriesInvalid"), max: 30, answer: z.array(z.number().int()), column: false, ...main }),
  },
  hooks: { supplier: { fields: ["company_name"] }, categories: { fields: ["categories"] } },
  list: { columns: ["name", "company_name"], export: ["name", "company_name", "link", "description"] },
});

/**
 * A step of an instruction (spec §3 Instruction: nested steps with images), as the partners'
 * instruction page shows it: title, text, image with its alternative text, under another step.
 * Steps are edited on the instruction's form; each change is a change of the instruction (its
 * version and its history), so the steps have no version of their own (decision 0965).
 */
export const instructionStepEntity = defineCatalogue({
  name: "instruction_steps",
  labels: { one: "descriptions.catalogue.instructionSteps.one", many: "descriptions.catalogue.instructionSteps.many" },
  fields: {
    title: titleField,
    text: field.textarea("descriptions.catalogue.instructionSteps.text", { max: 5000, ...main }),
    parent_id: field.choice("descriptions.catalogue.instructionSteps.parent", { message: "descriptions.catalogue.instructionSteps.parentInvalid", ...main }),
    /** chosen in the step's own form (multipart, decision 0964; folder instruction-images) */
    image: field.image("descriptions.catalogue.instructionSteps.image"),
    image_alt: field.text("descriptions.catalogue.instructionSteps.imageAlt", { max: 300, hint: "descriptions.catalogue.instructionSteps.imageAltHint", ...main }),
  },
  list: { columns: ["title"], export: ["title", "text"] },
});

/** A step as the instruction's record lists them: in reading order (depth-first, each level by sort), with its depth. */
export const instructionStepRowSchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  depth: z.number().int(),
  title: z.string(),
  text: z.string(),
  image: z.string().uuid().nullable(),
  image_alt: z.string().nullable(),
});
export type InstructionStepRow = z.infer<typeof instructionStepRowSchema>;

export const instructionCatalogue = defineCatalogue({
  name: "instructions",
  labels: { one: "descriptions.catalogue.instructions.one", many: "descriptions.catalogue.instructions.many" },
  fields: {
    title: titleField,
    status: field.select("descriptions.catalogue.status", CONTENT_STATUSES, STATUS_LABELS, { required: true, initial: "draft", ...main }),
    summary: field.textarea("descriptions.catalogue.instructions.summary", { max: 2000, ...main }),
    screens: field.tags("descriptions.catalogue.instructions.screens", "descriptions.catalogue.instructions.screensHint", main),
    steps: field.value("descriptions.catalogue.instructions.steps", z.array(instructionStepRowSchema), { write: "never", column: false }),
  },
  hooks: { steps: { fields: ["steps"] } },
  list: { columns: ["title", "status"], export: ["title", "status", "summary", "screens"] },
});

export const partnerServiceCatalogue = defineCatalogue({
  name: "partner_services",
  labels: { one: "descriptions.catalogue.partnerServices.one", many: "descriptions.catalogue.partnerServices.many" },
  fields: {
    title: titleField,
    name: nameField(200),
    parent_id: field.choice("descriptions.catalogue.partnerServices.parent", { message: "descriptions.catalogue.partnerServices.parentInvalid", ...main }),
    service_id: field.text("descriptions.catalogue.partnerServices.serviceId", { max: 100, hint: "descriptions.catalogue.partnerServices.serviceIdHint", ...main }),
    teaser: field.textarea("descriptions.catalogue.partnerServices.teaser", { max: 1000, ...main }),
    text: field.textarea("descriptions.catalogue.partnerServices.text", { max: 10000, ...main }),
    link: field.url("descriptions.catalogue.partnerServices.link", main),
    // spec §3 Partner service: brands (partners see them on the entry and in partner-service-brands)
    brands: field.choices("descriptions.catalogue.partnerServices.brands", { item: choiceId("descriptions.catalogue.partnerServices.brandsInvalid"), max: 50, answer: z.array(z.number().int()), column: false, ...main }),
  },
  hooks: { brands: { fields: ["brands"] } },
  list: { columns: ["title", "name", "service_id"], export: ["title", "name", "service_id", "teaser", "link"] },
});

export const samTagCatalogue = defineCatalogue({
  name: "sam_tags",
  labels: { one: "descriptions.catalogue.samTags.one", many: "descriptions.catalogue.samTags.many" },
  fields: {
    name: nameField(100),
    description: descriptionField(2000),
  },
  list: { columns: ["name", "description"], export: ["name", "description"] },
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

// --- Instruction steps (decision 0965): items/instruction_steps, each change names the instruction's loaded version ---

export const instructionStepCreateSchema = payloadSchemaOf(instructionStepEntity, "create", { versionRequired: true }).extend({ instruction_id: recordId });
export const instructionStepUpdateSchema = payloadSchemaOf(instructionStepEntity, "update", { versionRequired: true });
/** A removal names the instruction's loaded version too (Directus' deleteItem has no body: the query carries it). */
export const instructionStepDeleteQuerySchema = z.object({ version: z.coerce.number().int().min(0) }).strict();
export const instructionStepSortSchema = catalogueSortSchema.extend({ version: z.number().int().min(0) });
/** A step as a write answers it: the step and the instruction's new version. */
export const instructionStepSchema = instructionStepRowSchema.omit({ depth: true }).extend({ instruction_id: z.number().int(), version: z.number().int() });
