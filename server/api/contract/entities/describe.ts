/**
 * The hand-written master-data entities described like the collections (issue 26, decision 0527):
 * contacts, addresses, permission clusters and the company record. One description per entity
 * lists its fields — the stored rule (zod, German messages), the German label, the input kind,
 * options, the form section, the answer's shape — and what used to be written out again and again
 * is derived from it: the answer and payload schemas of the contract (below), the API's column
 * mapping (server/api/masterdata/entity-columns.ts), the portal's form schema, defaults, payload,
 * edit fields and list columns (app/lib/entities, app/components/form/entity-fields.tsx).
 *
 * Declarative and free of the database, like contract/collections/describe.ts. Whose records an
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
 * Adding a field = its entry here (with its German label), its column in db/schema.ts with a
 * migration, nothing else: the column is the field name in camelCase.
 */
import { z } from "zod";
import { INT4_MAX } from "../ids";

/** How a field is edited (and so how a form value becomes the stored value). */
export type EntityInput = "text" | "textarea" | "email" | "tel" | "url" | "select" | "checkbox" | "lookup" | "lookups" | "choices" | "image" | "none";

export interface EntityField<S extends z.ZodTypeAny = z.ZodTypeAny, A extends z.ZodTypeAny = z.ZodTypeAny> {
  /** the stored value's rule with German messages: the payload's and the form's (a field whose rule accepts null is optional) */
  schema: S;
  /** the value as the API answers it (a lookup's object, a file reference, the stored value) */
  answer: A;
  /** the payload's shape where it is not the stored value (a junction's create / delete) */
  payload?: z.ZodTypeAny;
  label: string;
  input: EntityInput;
  options?: readonly { value: string; label: string }[];
  hint?: string;
  /** the form's fieldset (a key of the description's sections); a field without one is not rendered by the generic form */
  section?: string;
  autoComplete?: string;
  /** what a new record's form starts with (a checkbox ticked, the status published) */
  initial?: string | boolean;
  /** "create": written only by a create (an address's type); "never": answered only (a company's name) */
  write?: "create" | "never";
  /** not a column of the entity's table: the API's service reads and writes it (a junction, an area) */
  column?: false;
  /** a list of choices: what is shown when there are none */
  empty?: string;
}
export type EntityFields = Record<string, EntityField>;

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

export interface EntityDescription<F extends EntityFields = EntityFields, H extends string = string> {
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
type Described<F extends EntityFields, H extends string> = Omit<EntityDescription<F, H>, "archive" | "hooks"> & {
  archive?: { field: keyof F & string; value: string; refusedWhile?: NoInfer<H> };
  hooks?: Record<H, { fields: readonly (keyof F & string)[] }>;
};

export function defineEntity<F extends EntityFields, R extends boolean, H extends string = never>(d: Described<F, H> & { versionRequired: R }): Described<F, H> & { versionRequired: R } {
  const hooks = Object.entries<EntityHook>(d.hooks ?? ({} as Record<H, EntityHook>));
  for (const [name, f] of Object.entries(d.fields)) {
    if (f.section !== undefined && !(f.section in d.sections)) throw new Error(`${d.name}: field ${name} names an unknown section`);
    if (name === "id" || name === "version") throw new Error(`${d.name}: ${name} is the framework's`);
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

// --- Field helpers: the rule, its German message and the answer's shape in one place ---

export const TOO_LONG = "Dieser Text ist zu lang.";
const EMAIL_INVALID = "Bitte geben Sie eine gültige E-Mail-Adresse ein.";

type Common = Pick<EntityField, "label" | "hint" | "section" | "autoComplete" | "initial" | "write" | "column" | "empty">;
type Labelled = { label: string } & Partial<Omit<Common, "label">>;

const text = (max: number) => z.string({ invalid_type_error: TOO_LONG }).trim().max(max, TOO_LONG);

export const lookupSchema = z.object({ id: z.string(), name: z.string(), parent: z.string().nullable() });
export type Lookup = z.infer<typeof lookupSchema>;
export const fileRefSchema = z.object({ id: z.string().uuid(), filename_download: z.string(), type: z.string() });

export const entityField = {
  /** an optional text (input text, textarea, e-mail, telephone, url) */
  text: (o: Labelled & { max: number; input?: "text" | "textarea" | "tel" }) => ({ ...o, input: o.input ?? ("text" as const), schema: text(o.max).nullable(), answer: z.string().nullable() }),
  /** a text that must be given, with its own message */
  required: (o: Labelled & { max: number; message: string }) => {
    const { message, ...rest } = o;
    return { ...rest, input: "text" as const, schema: z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message).max(o.max, TOO_LONG), answer: z.string() };
  },
  email: (o: Labelled) => ({ ...o, input: "email" as const, schema: z.string().trim().email(EMAIL_INVALID).max(200, TOO_LONG).nullable(), answer: z.string().nullable() }),
  /** a text with its own pattern; `upper` stores it upper case (country codes) */
  pattern: <R extends boolean>(o: Labelled & { max: number; pattern: RegExp; message: string; required: R; input?: "text" | "url"; upper?: boolean }) => {
    const { pattern, message, required, upper, max, ...rest } = o;
    const base = z
      .string({ required_error: message, invalid_type_error: message })
      .trim()
      .max(max, TOO_LONG)
      .regex(pattern, message)
      .transform((v) => (upper ? v.toUpperCase() : v));
    return { ...rest, input: o.input ?? ("text" as const), schema: (required ? base : base.nullable()) as R extends true ? typeof base : z.ZodNullable<typeof base>, answer: (required ? z.string() : z.string().nullable()) as R extends true ? z.ZodString : z.ZodNullable<z.ZodString> };
  },
  /** one of fixed values with German labels; optional unless `required` */
  select: <V extends readonly [string, ...string[]], R extends boolean = false>(o: Labelled & { values: V; labels: Record<V[number], string>; required?: R }) => {
    const { values, labels, required, ...rest } = o;
    const values_ = values as unknown as [V[number], ...V[number][]];
    const base = z.enum(values_, { errorMap: () => ({ message: "Bitte einen Eintrag wählen." }) });
    return {
      ...rest,
      input: "select" as const,
      options: values.map((value) => ({ value, label: labels[value as V[number]] as string })),
      schema: (required ? base : base.nullable()) as R extends true ? typeof base : z.ZodNullable<typeof base>,
      answer: (required ? z.enum(values_) : z.enum(values_).nullable()) as R extends true ? z.ZodEnum<[V[number], ...V[number][]]> : z.ZodNullable<z.ZodEnum<[V[number], ...V[number][]]>>,
    };
  },
  checkbox: (o: Labelled) => ({ ...o, input: "checkbox" as const, schema: z.boolean(), answer: z.boolean() }),
  /** one entry of a lookup list (department, jobtitle): stored as its id, answered as the lookup */
  lookup: (o: Labelled) => ({ ...o, input: "lookup" as const, schema: text(100).nullable(), answer: lookupSchema.nullable() }),
  /** several entries of a lookup list (countries, regions): their ids */
  lookups: (o: Labelled) => ({ ...o, input: "lookups" as const, schema: z.array(z.string().max(100, TOO_LONG)).max(300), answer: z.array(z.string()) }),
  /** several of the choices a screen loads (brands, permissions, accounts), as a group of checkboxes */
  choices: <S extends z.ZodTypeAny, A extends z.ZodTypeAny>(o: Labelled & { item: S; max: number; answer: A }) => {
    const { item, max, ...rest } = o;
    return { ...rest, input: "choices" as const, schema: z.array(item).max(max) };
  },
  /** an image of the company's files (uploaded through the shared upload), stored as the file id */
  image: (o: Labelled) => ({ ...o, input: "image" as const, schema: z.string().uuid().nullable(), answer: fileRefSchema.nullable() }),
} satisfies Record<string, (...args: never[]) => EntityField>;

/** A choice id as a number (a brand). */
export const choiceId = (message: string) => z.number({ invalid_type_error: message }).int(message).positive(message).max(INT4_MAX, message);

const isOptional = (f: EntityField) => f.schema.safeParse(null).success || f.schema.safeParse([]).success || f.input === "checkbox";
export const isRequiredField = (f: EntityField) => !isOptional(f);

/** Fields a payload may carry: for a create, or for an update (create-only fields are fixed afterwards). */
export const writableFields = (d: { fields: EntityFields }, mode: "create" | "update") =>
  Object.keys(d.fields).filter((name) => {
    const f = d.fields[name]!;
    return f.write !== "never" && (f.write !== "create" || mode === "create");
  });

// --- The contract's schemas, derived ---

type AnswerShape<F extends EntityFields> = { id: z.ZodNumber } & { [K in keyof F]: F[K]["answer"] } & { version: z.ZodNumber };

/** The entity as the API answers it (inside `{data}`): id, every field, version. */
export function answerSchemaOf<F extends EntityFields>(d: EntityDescription<F>) {
  const shape: Record<string, z.ZodTypeAny> = { id: z.number().int() };
  for (const [name, f] of Object.entries(d.fields)) shape[name] = f.answer;
  shape.version = z.number().int();
  return z.object(shape as AnswerShape<F>);
}

type PayloadValue<F extends EntityField> = F extends { payload: infer P extends z.ZodTypeAny } ? P : F["schema"];
type Writable<F extends EntityFields, Mode extends "create" | "update"> = {
  [K in keyof F as F[K]["write"] extends "never" ? never : Mode extends "update" ? (F[K]["write"] extends "create" ? never : K) : K]: z.ZodOptional<PayloadValue<F[K]>>;
};
type VersionShape<R extends boolean> = { version: R extends true ? z.ZodNumber : z.ZodOptional<z.ZodNumber> };

const rowVersion = z.number().int().min(0).max(INT4_MAX);

/**
 * POST (create) and PATCH (update) body: the writable fields, each optional (PATCH sends only
 * changes; what a create needs is the service's rule), null clears; the loaded version on updates.
 */
export function payloadSchemaOf<F extends EntityFields, Mode extends "create" | "update", R extends boolean = false>(d: EntityDescription<F>, mode: Mode, o: { versionRequired?: R } = {}) {
  const shape: Record<string, z.ZodTypeAny> = {};
  for (const name of writableFields(d, mode)) {
    const f = d.fields[name]!;
    shape[name] = (f.payload ?? f.schema).optional();
  }
  shape.version = o.versionRequired ? rowVersion : rowVersion.optional();
  return z.object(shape as Writable<F, Mode> & VersionShape<R>).strict();
}

// --- The zod-free projection the screens render from (loader data; decision 0515) ---

export interface EntityScreenField extends Pick<EntityField, "label" | "input" | "options" | "hint" | "section" | "autoComplete" | "empty"> {
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
    required: isRequiredField(f),
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
export function entityDefaultsOf(d: { fields: EntityFields }, record: Record<string, unknown> | null): Record<string, unknown> {
  const values: Record<string, string | string[] | undefined> = { version: record?.version === undefined ? undefined : String(record.version) };
  for (const [name, f] of Object.entries(d.fields)) {
    if (f.input === "none" || f.write === "never") continue;
    const given = record ? payloadValueOf(record[name]) : f.initial;
    if (f.input === "checkbox") values[name] = (given ?? false) ? "on" : "off";
    else if (f.input === "lookups" || f.input === "choices") values[name] = Array.isArray(given) ? given.map(String) : [];
    else values[name] = given === null || given === undefined ? "" : String(given);
  }
  return values;
}

// --- The edit form's schema: the same rules, with what a browser form sends turned into values ---

const emptyToNull = (v: unknown) => (v === undefined || v === "" ? null : v);
const asList = (v: unknown) => (v === undefined || v === "" || v === null ? [] : Array.isArray(v) ? v : [v]);
const FORM_INPUT: Record<EntityInput, (v: unknown, f: EntityField) => unknown> = {
  text: emptyToNull,
  textarea: emptyToNull,
  email: emptyToNull,
  tel: emptyToNull,
  url: emptyToNull,
  lookup: emptyToNull,
  image: emptyToNull,
  // an emptied choice is nothing, or the field's initial value (a contact's status)
  select: (v, f) => (v === undefined || v === "" ? (f.initial ?? null) : v),
  // the checkbox sends a hidden "off" and, when ticked, "on" after it
  checkbox: (v) => (typeof v === "boolean" ? v : Array.isArray(v) ? v.includes("on") : v === "on"),
  lookups: asList,
  // a group of checkboxes: nothing ticked sends nothing, one ticked a string, several an array; ids of digits are numbers
  choices: (v) => asList(v).map((x) => (typeof x === "string" && /^\d+$/.test(x) ? Number(x) : x)),
  none: (v) => v,
};

type FormShape<F extends EntityFields, Mode extends "create" | "update"> = {
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
export function entityFormSchemaOf<F extends EntityFields, R extends boolean, Mode extends "create" | "update" = "update">(d: EntityDescription<F> & { versionRequired: R }, mode?: Mode) {
  const update = (mode ?? "update") === "update";
  const shape: Record<string, z.ZodTypeAny> = { version: d.versionRequired && update ? z.coerce.number().int() : z.coerce.number().int().optional() };
  for (const [name, f] of Object.entries(d.fields)) {
    if (f.write === "never" || f.input === "none" || (f.write === "create" && update)) continue;
    shape[name] = z.preprocess((v) => {
      const value = FORM_INPUT[f.input](v, f);
      return value === null && isRequiredField(f) ? "" : value;
    }, f.schema);
  }
  return z.object(shape as FormShape<F, Mode> & FormVersion<Mode extends "update" ? R : false>);
}
