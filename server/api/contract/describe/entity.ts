/**
 * The hand-written master-data entities described like the collections (issue 26, decision 0527):
 * contacts, addresses, permission clusters and the company record. One description per entity
 * lists its fields — the stored rule (zod, German messages), the German label, the input kind,
 * options, the form section, the answer's shape — and what used to be written out again and again
 * is derived from it: the answer and payload schemas of the contract (below), the API's column
 * mapping (server/api/masterdata/entity-columns.ts), the portal's form schema, defaults, payload,
 * edit fields and list columns (app/lib/entities, app/components/form/entity-fields.tsx).
 *
 * Its fields are made with the one `field` builder of ./field.ts, as the collections' are
 * (decision 0956). Declarative and free of the database, like ./collection.ts. Whose records an
 * entity holds (`scope`: the caller's company's, or the caller's company record itself),
 * archiving instead of deleting (`archive`: the field and value; archived records are not listed
 * but stay readable) and the fields the entity keeps in tables of its own (`hooks`: a contact's
 * areas and properties, an address's opening hours, a cluster's permissions and members) are
 * options of the description, as a collection's scope, status and hooks are. The API binds each
 * description to its table and implements the named hooks with the database
 * (server/api/masterdata/binding.ts); the list scope, the find within the scope, the lock of an
 * update and the archive handling are generic and read these options. A field that is not a
 * column (`column: false`) belongs to exactly one hook.
 *
 * Adding a field = its entry in the entity's description (with its German label), its column in db/schema.ts with a
 * migration, nothing else: the column is the field name in camelCase.
 */
import { z } from "zod";
import { INT4_MAX } from "../ids";
import { formFieldSchema, isoToBerlinLocal, isRequired, type FieldSpec, type Fields, type InputKind } from "./field";

/**
 * Whose records an entity holds; every read and write is limited to them, anything else is
 * FORBIDDEN. "company": the caller's company's records (their company_id); "own-record": the
 * record is the caller's company itself (the company master data); "association": records the
 * association's staff keep for everyone (news, events, member companies; issue 39) — every record,
 * guarded by the endpoints' staff rules alone.
 */
export type EntityScope = "company" | "own-record" | "association";

/**
 * Archiving instead of deleting (spec §4): an update setting `field` to `value` archives the
 * record (audited as a delete); archived records are not listed but stay readable for their
 * history. `refusedWhile` names a hook that refuses the archiving (a contact that is the contact
 * person of an area).
 */
export interface EntityArchive<H extends string = string> {
  field: string;
  value: string;
  refusedWhile?: H;
}

/** A named step the entity keeps in tables of its own: the fields (not columns) it answers and writes. */
export interface EntityHook {
  fields: readonly string[];
}

export interface EntityDescription<F extends Fields = Fields, H extends string = string> {
  /** the API collection; also the audit's collection name */
  name: string;
  scope: EntityScope;
  archive?: EntityArchive<H>;
  /** the entity's hooks by name; the API's binding implements each (a description whose binding lacks one does not compile) */
  hooks?: Record<H, EntityHook>;
  labels: { one: string; many: string };
  fields: F;
  /** the form's fieldsets in order (key → legend; an empty legend is a plain group) */
  sections: Record<string, string>;
  /** list and export columns (field names) */
  list: { columns: readonly (keyof F & string)[]; export: readonly (keyof F & string)[] };
  /** an update must name the version it loaded (else the API decides, e.g. a versioned update) */
  versionRequired: boolean;
}

/** Field names of the entity's own fields (typed), checked once more at start. */
type Described<F extends Fields, H extends string> = Omit<EntityDescription<F, H>, "archive" | "hooks"> & {
  archive?: { field: keyof F & string; value: string; refusedWhile?: NoInfer<H> };
  hooks?: Record<H, { fields: readonly (keyof F & string)[] }>;
};

const COLLECTION_ONLY: readonly InputKind[] = ["contact", "address", "relations", "icon", "productGroups"];

export function defineEntity<F extends Fields, R extends boolean, H extends string = never>(d: Described<F, H> & { versionRequired: R }): Described<F, H> & { versionRequired: R } {
  const hooks = Object.entries<EntityHook>(d.hooks ?? ({} as Record<H, EntityHook>));
  for (const [name, f] of Object.entries(d.fields)) {
    if (f.section !== undefined && !(f.section in d.sections)) throw new Error(`${d.name}: field ${name} names an unknown section`);
    if (name === "id" || name === "version") throw new Error(`${d.name}: ${name} is the framework's`);
    // what the collection service alone checks and answers (a company's contacts, linked entries, icons, formatted HTML)
    // a formatted text is the entity service's to answer as `<field>_html` (the association's events)
    if (COLLECTION_ONLY.includes(f.input) || f.fixed || f.relation) throw new Error(`${d.name}: field ${name} is a collection's kind of field`);
    const by = hooks.filter(([, h]) => h.fields.includes(name)).length;
    if (f.column === false && by !== 1) throw new Error(`${d.name}: field ${name} is not a column and must belong to one hook`);
    if (f.column !== false && by) throw new Error(`${d.name}: field ${name} is a column and belongs to no hook`);
  }
  for (const [hook, h] of hooks) for (const field of h.fields) if (!(field in d.fields)) throw new Error(`${d.name}: hook ${hook} names an unknown field ${field}`);
  if (d.archive) {
    const f = d.fields[d.archive.field];
    if (!f || f.column === false) throw new Error(`${d.name}: archive field ${d.archive.field} is not a column`);
    if (f.options && !f.options.some((o) => o.value === d.archive!.value)) throw new Error(`${d.name}: archive value ${d.archive.value} is not an option of ${d.archive.field}`);
    if (d.archive.refusedWhile !== undefined && !hooks.some(([name]) => name === d.archive!.refusedWhile)) throw new Error(`${d.name}: archive refused by an unknown hook`);
  }
  return d;
}

/** Fields a payload may carry: for a create, or for an update (create-only fields are fixed afterwards). */
export const writableFields = (d: { fields: Fields }, mode: "create" | "update") =>
  Object.keys(d.fields).filter((name) => {
    const f = d.fields[name]!;
    return f.write !== "never" && (f.write !== "create" || mode === "create");
  });

// --- The contract's schemas, derived ---

type AnswerOf<F extends FieldSpec> = F extends { answer: infer A extends z.ZodTypeAny } ? A : F["schema"];
type AnswerShape<F extends Fields> = { id: z.ZodNumber } & { [K in keyof F]: AnswerOf<F[K]> } & { version: z.ZodNumber };

/** The entity as the API answers it (inside `{data}`): id, every field, version. */
export function answerSchemaOf<F extends Fields>(d: EntityDescription<F>) {
  const shape: Record<string, z.ZodTypeAny> = { id: z.number().int() };
  for (const [name, f] of Object.entries(d.fields)) shape[name] = f.answer ?? f.schema;
  shape.version = z.number().int();
  return z.object(shape as AnswerShape<F>);
}

/**
 * A list's row as the API answers it (inside the list's `items`): the id and the named fields of
 * the entity's answer, as `answerSchemaOf` describes them (`version` may be named too). A list
 * carries what its screen shows of each record, the item endpoint the whole record (decision 0989).
 */
export function listItemSchemaOf<F extends Fields, K extends Exclude<keyof AnswerShape<F>, "id"> & string>(d: EntityDescription<F>, fields: readonly K[]) {
  const whole: Record<string, z.ZodTypeAny> = answerSchemaOf(d).shape;
  const shape: Record<string, z.ZodTypeAny> = { id: whole.id! };
  for (const name of fields) {
    if (!(name in whole)) throw new Error(`${d.name}: the list names an unknown field ${name}`);
    shape[name] = whole[name]!;
  }
  return z.object(shape as Pick<AnswerShape<F>, K | "id">);
}

type PayloadValue<F extends FieldSpec> = F extends { payload: infer P extends z.ZodTypeAny } ? P : F["schema"];
type Writable<F extends Fields, Mode extends "create" | "update"> = {
  [K in keyof F as F[K]["write"] extends "never" ? never : Mode extends "update" ? (F[K]["write"] extends "create" ? never : K) : K]: z.ZodOptional<PayloadValue<F[K]>>;
};
type VersionShape<R extends boolean> = { version: R extends true ? z.ZodNumber : z.ZodOptional<z.ZodNumber> };

const rowVersion = z.number().int().min(0).max(INT4_MAX);

/**
 * POST (create) and PATCH (update) body: the writable fields, each optional (PATCH sends only
 * changes; what a create needs is the service's rule), null clears; the loaded version on updates.
 */
export function payloadSchemaOf<F extends Fields, Mode extends "create" | "update", R extends boolean = false>(d: EntityDescription<F>, mode: Mode, o: { versionRequired?: R } = {}) {
  const shape: Record<string, z.ZodTypeAny> = {};
  for (const name of writableFields(d, mode)) {
    const f = d.fields[name]!;
    shape[name] = (f.payload ?? f.schema).optional();
  }
  shape.version = o.versionRequired ? rowVersion : rowVersion.optional();
  return z.object(shape as Writable<F, Mode> & VersionShape<R>).strict();
}

// --- The zod-free projection the screens render from (loader data; decision 0515) ---

export interface EntityScreenField extends Pick<FieldSpec, "label" | "input" | "options" | "hint" | "section" | "autoComplete" | "empty"> {
  name: string;
  required: boolean;
  /** written only by a create */
  createOnly: boolean;
}

export interface EntityScreen {
  name: string;
  labels: { one: string; many: string };
  sections: { key: string; label: string }[];
  fields: EntityScreenField[];
  /** list and export columns with their labels */
  columns: EntityScreenField[];
  export: EntityScreenField[];
}

export function entityScreenOf(d: EntityDescription): EntityScreen {
  const fields = Object.entries(d.fields).map(([name, f]) => ({
    name,
    label: f.label,
    input: f.input,
    ...(f.options ? { options: f.options } : {}),
    ...(f.hint ? { hint: f.hint } : {}),
    ...(f.section ? { section: f.section } : {}),
    ...(f.autoComplete ? { autoComplete: f.autoComplete } : {}),
    ...(f.empty ? { empty: f.empty } : {}),
    required: isRequired(f),
    createOnly: f.write === "create",
  }));
  const byName = (name: string) => fields.find((f) => f.name === name)!;
  return {
    name: d.name,
    labels: d.labels,
    sections: Object.entries(d.sections).map(([key, label]) => ({ key, label })),
    fields,
    columns: d.list.columns.map(byName),
    export: d.list.export.map(byName),
  };
}

/** A value as loaded reduced to what a payload carries: an object with an id (a lookup, a file, an account) becomes its id. */
export function payloadValueOf(value: unknown): unknown {
  const idOf = (v: unknown) => (typeof v === "object" && v !== null && "id" in v ? (v as { id: unknown }).id : v);
  return Array.isArray(value) ? value.map(idOf) : idOf(value);
}

/**
 * The edit form's initial values (zod-free; computed by the loader): texts as strings, a checkbox
 * on / off, choices as their ids' strings, a new record with the fields' initial values.
 */
export function entityDefaultsOf(d: { fields: Fields }, record: Record<string, unknown> | null): Record<string, unknown> {
  const values: Record<string, string | string[] | undefined> = { version: record?.version === undefined ? undefined : String(record.version) };
  for (const [name, f] of Object.entries(d.fields)) {
    if (f.input === "none" || f.write === "never") continue;
    const given = record ? payloadValueOf(record[name]) : f.initial;
    if (f.input === "checkbox") values[name] = (given ?? false) ? "on" : "off";
    else if (f.input === "datetime") values[name] = typeof given === "string" && given ? isoToBerlinLocal(given) : "";
    else if (f.input === "lookups" || f.input === "choices") values[name] = Array.isArray(given) ? given.map(String) : [];
    else values[name] = given === null || given === undefined ? "" : String(given);
  }
  return values;
}

// --- The edit form's schema: the same rules, with what a browser form sends turned into values (./field.ts) ---

type FormShape<F extends Fields, Mode extends "create" | "update"> = {
  [K in keyof F as F[K]["write"] extends "never" ? never : F[K]["input"] extends "none" ? never : Mode extends "update" ? (F[K]["write"] extends "create" ? never : K) : K]: z.ZodEffects<
    F[K]["schema"],
    z.output<F[K]["schema"]>,
    unknown
  >;
};
type FormVersion<R extends boolean> = { version: R extends true ? z.ZodNumber : z.ZodOptional<z.ZodNumber> };

/**
 * What the edit form posts, validated with the description's rules and German messages: every
 * field the form edits (create-only ones only in the create form) and the loaded version (an
 * update of an entity that requires it). A required text left empty is "" so its own message shows.
 */
export function entityFormSchemaOf<F extends Fields, R extends boolean, Mode extends "create" | "update" = "update">(d: EntityDescription<F> & { versionRequired: R }, mode?: Mode) {
  const update = (mode ?? "update") === "update";
  const shape: Record<string, z.ZodTypeAny> = { version: d.versionRequired && update ? z.coerce.number().int() : z.coerce.number().int().optional() };
  for (const [name, f] of Object.entries(d.fields)) {
    if (f.write === "never" || f.input === "none" || (f.write === "create" && update)) continue;
    shape[name] = formFieldSchema(f);
  }
  return z.object(shape as FormShape<F, Mode> & FormVersion<Mode extends "update" ? R : false>);
}
