/**
 * One field of a description (decision 0956): the one `FieldSpec` and the one `field` builder that
 * the collections (./collection.ts, decision 0700) and the entities (./entity.ts, decision 0527)
 * describe their fields with. A field says its stored rule (zod, with its German message next to
 * it), its German label and input kind, and — where a description needs it — its options, hint,
 * form section, the answer's and the payload's shape, and how it is written. Everything a screen,
 * a form, a payload or an answer knows about a field is derived from this one object.
 *
 * The builder is positional: the German label first, the field's own rule next (a select's values,
 * a pattern), an options object last. The German wording stays with the rule: each helper carries
 * its message, and a description says its own where it differs (the master-data screens say
 * `TOO_LONG` where the collections count the characters).
 */
import { z } from "zod";
import { INT4_MAX, recordId } from "../ids";
import type { RICH_TEXT_FORMAT } from "../rich-text-names";
import { FIELD_MESSAGES, textKey } from "../text-key";

/** How a field is edited, and so how a form value becomes the stored value. "none": the generic form does not edit it. */
export type InputKind =
  | "text"
  | "textarea"
  | "email"
  | "tel"
  | "url"
  | "number"
  | "money"
  | "date"
  | "datetime"
  | "checkbox"
  | "select"
  | "tags"
  | "contact"
  | "address"
  | "relations"
  | "icon"
  | "image"
  | "productGroups"
  | "lookup"
  | "lookups"
  | "choices"
  | "choice"
  | "none";

/** Entries of another described collection a field may link (a job's benefits and FAQs); `filter` narrows them by field values. */
export interface RelationSpec {
  collection: string;
  filter?: Record<string, string | boolean>;
}

export interface FieldSpec<S extends z.ZodTypeAny = z.ZodTypeAny, A extends z.ZodTypeAny = z.ZodTypeAny> {
  /** the stored value's rule with German messages: the payload's and the form's (a field whose rule accepts null is optional) */
  schema: S;
  /** an entity's answer where it differs from the stored value (a lookup's object, a file reference); else the schema */
  answer?: A;
  /** an entity's payload where it is not the stored value (a junction's create / delete) */
  payload?: z.ZodTypeAny;
  label: string;
  input: InputKind;
  options?: readonly { value: string; label: string }[];
  hint?: string;
  /** an entity form's fieldset (a key of the description's sections); a field without one is not rendered by the generic form */
  section?: string;
  autoComplete?: string;
  /** what a new record's form starts with (a checkbox ticked, the status published) */
  initial?: string | boolean;
  /**
   * "create": written only by a create (an address's type; entities only); "never": answered
   * only — a company's name, or a page's external_link the association keeps (refused in a
   * partner's write, not in the edit form)
   */
  write?: "create" | "never";
  /** not a column of the entity's table: a hook of the entity reads and writes it (a junction, an area) */
  column?: false;
  /** a list of choices: what is shown when there are none */
  empty?: string;
  /** shown in the form but fixed by the screen (the informations' type) */
  fixed?: boolean;
  /** input "relations": which entries may be linked (checked against the company by the service) */
  relation?: RelationSpec;
  /**
   * "markdown": a formatted long text (decision 0530) — the stored value is the documented
   * Markdown subset (contract/rich-text.ts); the form adds the toolbar, help text and preview,
   * the API answers its sanitized HTML beside it as `<field>_html`.
   */
  format?: typeof RICH_TEXT_FORMAT;
}
export type Fields = Record<string, FieldSpec>;

/** Types come from the zod schemas: no code generation. */
export type ValuesOf<F extends Fields> = { [K in keyof F]: z.infer<F[K]["schema"]> };

// --- The rules' messages: locale keys (../text-key.ts), worded by the portal ---

const REQUIRED = FIELD_MESSAGES.required;
export const tooLong = (max: number) => textKey(FIELD_MESSAGES.tooLong, { max });
const URL_MESSAGE = FIELD_MESSAGES.url;
/** The master-data screens' wording of a text that is too long (contacts, addresses, clusters, company). */
export const TOO_LONG = FIELD_MESSAGES.textTooLong;
/** The master-data screens' wording of an invalid e-mail address. */
export const EMAIL_INVALID = FIELD_MESSAGES.emailInvalid;

export const lookupSchema = z.object({ id: z.string(), name: z.string(), parent: z.string().nullable() });
export type Lookup = z.infer<typeof lookupSchema>;
export const fileRefSchema = z.object({ id: z.string().uuid(), filename_download: z.string(), type: z.string() });

/** What any field may say besides its rule. */
type Extras = Pick<FieldSpec, "hint" | "section" | "autoComplete" | "initial" | "write" | "column" | "empty" | "fixed">;
const extras = (o: Extras) => {
  const picked: Extras = {};
  for (const key of ["hint", "section", "autoComplete", "initial", "write", "column", "empty", "fixed"] as const) if (o[key] !== undefined) (picked as Record<string, unknown>)[key] = o[key];
  return picked;
};

/** `required`: true or the field's own message; `tooLong`: the message of a too long text (default: "Höchstens N Zeichen.") */
type TextOptions<R> = Extras & { max?: number; required?: R; tooLong?: string };
type Given<R> = R extends undefined | false ? false : true;
type TextSchema<R> = Given<R> extends true ? z.ZodString : z.ZodNullable<z.ZodString>;

function textField<R extends string | boolean | undefined>(label: string, o: TextOptions<R>, input: "text" | "textarea" | "tel", format?: typeof RICH_TEXT_FORMAT) {
  const max = o.max ?? 200;
  const message = typeof o.required === "string" ? o.required : REQUIRED;
  // conform hands an emptied input on as undefined: "required" then says the field's own message
  const base = z.string({ invalid_type_error: message, required_error: message }).trim().max(max, o.tooLong ?? tooLong(max));
  return {
    ...extras(o),
    label,
    input,
    schema: (o.required ? base.min(1, message) : base.nullable()) as TextSchema<R>,
    answer: (o.required ? z.string() : z.string().nullable()) as TextSchema<R>,
    ...(format ? { format } : {}),
  };
}

type SelectValues = readonly [string, ...string[]];
type Enum<V extends SelectValues> = z.ZodEnum<[V[number], ...V[number][]]>;
type SelectSchema<V extends SelectValues, R> = R extends true ? Enum<V> : R extends false ? z.ZodNullable<Enum<V>> : z.ZodDefault<Enum<V>>;
type SelectAnswer<V extends SelectValues, R> = R extends false ? z.ZodNullable<Enum<V>> : Enum<V>;
type PatternSchema<R> = R extends true ? z.ZodEffects<z.ZodString> | z.ZodString : z.ZodNullable<z.ZodEffects<z.ZodString> | z.ZodString>;
const ids = (v: unknown) => (v === undefined || v === "" ? [] : (Array.isArray(v) ? v : [v]).map((x) => (typeof x === "string" && /^\d+$/.test(x) ? Number(x) : x)));

export const field = {
  /** a text; `required` makes it one that must be given; `input: "tel"` a telephone number */
  text: <R extends string | boolean | undefined = undefined>(label: string, o: TextOptions<R> & { input?: "text" | "tel" } = {}) => textField(label, o, o.input ?? "text"),
  textarea: <R extends string | boolean | undefined = undefined>(label: string, o: TextOptions<R> = {}) => textField(label, { max: 5000, ...o }, "textarea"),
  /** a formatted long text: a textarea holding the Markdown subset of contract/rich-text.ts (decision 0530) */
  richText: <R extends string | boolean | undefined = undefined>(label: string, o: TextOptions<R> = {}) => textField(label, { max: 5000, ...o }, "textarea", "markdown"),
  url: (label: string, o: Extras & { hosts?: readonly string[]; hostMessage?: string; required?: string } = {}) => {
    const message = o.required ?? URL_MESSAGE;
    const hostOf = (v: string) => (URL.canParse(v) ? new URL(v).hostname : null);
    const schema = z
      .string({ invalid_type_error: message, required_error: message })
      .trim()
      .min(1, message)
      .max(500, tooLong(500))
      .url(URL_MESSAGE)
      .refine((v) => /^https?:\/\//i.test(v), URL_MESSAGE)
      // the refinements run after a failed .url() too: an unparsable address is not an allowed host (it threw before)
      .refine((v) => !o.hosts || o.hosts.some((h) => hostOf(v) === h || (hostOf(v) ?? "").endsWith(`.${h}`)), o.hostMessage ?? FIELD_MESSAGES.hostNotAllowed);
    return { ...extras(o), label, input: "url" as const, schema: o.required ? schema : schema.nullable() };
  },
  integer: (label: string, o: Extras & { min?: number; max?: number; input?: "number" | "money" } = {}) => ({
    ...extras(o),
    label,
    input: o.input ?? ("number" as const),
    schema: z
      .number({ invalid_type_error: FIELD_MESSAGES.integer })
      .int(FIELD_MESSAGES.integer)
      .min(o.min ?? 0, textKey(FIELD_MESSAGES.min, { min: o.min ?? 0 }))
      .max(Math.min(o.max ?? INT4_MAX, INT4_MAX), FIELD_MESSAGES.tooLarge)
      .nullable(),
  }),
  date: (label: string, o: Extras = {}) => ({
    ...extras(o),
    label,
    input: "date" as const,
    schema: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, FIELD_MESSAGES.date)
      .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), FIELD_MESSAGES.dateValid)
      .nullable(),
  }),
  /**
   * A moment (an event's start): stored and answered as an ISO 8601 timestamp with offset; the
   * form's input is Berlin wall-clock time ("2026-05-04T09:00", a datetime-local input).
   */
  datetime: <R extends string | undefined = undefined>(label: string, o: Extras & { required?: R } = {}) => {
    const message = o.required ?? FIELD_MESSAGES.datetime;
    const schema = z.string({ invalid_type_error: message, required_error: message }).datetime({ offset: true, message: FIELD_MESSAGES.datetimeValid });
    return { ...extras(o), label, input: "datetime" as const, schema: (o.required ? schema : schema.nullable()) as R extends string ? z.ZodString : z.ZodNullable<z.ZodString> };
  },
  checkbox: (label: string, o: Extras = {}) => ({ ...extras(o), label, input: "checkbox" as const, schema: z.boolean(), answer: z.boolean() }),
  /**
   * One of fixed values with German labels. `required` not given: never empty, the first value is
   * the default (the column's default); true: must be chosen; false: may stay empty (null).
   */
  select: <V extends SelectValues, R extends boolean | undefined = undefined>(label: string, values: V, labels: Record<V[number], string>, o: Extras & { required?: R } = {}) => {
    const values_ = values as unknown as [V[number], ...V[number][]];
    const base = z.enum(values_, { errorMap: () => ({ message: FIELD_MESSAGES.choose }) });
    return {
      ...extras(o),
      label,
      input: "select" as const,
      options: values.map((value) => ({ value, label: labels[value as V[number]] as string })),
      schema: (o.required === true ? base : o.required === false ? base.nullable() : base.default(values[0])) as SelectSchema<V, R>,
      answer: (o.required === false ? z.enum(values_).nullable() : z.enum(values_)) as SelectAnswer<V, R>,
    };
  },
  tags: (label: string, hint: string, o: Extras = {}) => ({
    ...extras(o),
    label,
    hint,
    input: "tags" as const,
    schema: z.array(z.string().trim().min(1).max(60, tooLong(60))).max(20, textKey(FIELD_MESSAGES.maxEntries, { max: 20 })),
  }),
  /** one of the company's contacts (checked against the company by the service) */
  contact: (label: string, o: Extras = {}) => ({ ...extras(o), label, input: "contact" as const, schema: recordId.nullable() }),
  /** one of the company's addresses (checked against the company by the service) */
  address: (label: string, hint?: string) => ({ label, input: "address" as const, schema: recordId.nullable(), ...(hint ? { hint } : {}) }),
  /**
   * A text with its own rule (a domain, a colour, a country code), optional unless `required`;
   * `upper` stores it upper case; `tooLong` as for a text.
   */
  pattern: <R extends boolean = false>(label: string, pattern: RegExp, message: string, o: Extras & { max?: number; required?: R; upper?: boolean; input?: "text" | "url"; tooLong?: string } = {}) => {
    const max = o.max ?? 200;
    const plain = z
      .string({ required_error: message, invalid_type_error: message })
      .trim()
      .max(max, o.tooLong ?? tooLong(max))
      .regex(pattern, message);
    const base = o.upper ? plain.transform((v) => v.toUpperCase()) : plain;
    return {
      ...extras(o),
      label,
      input: o.input ?? ("text" as const),
      schema: (o.required ? base : base.nullable()) as PatternSchema<R>,
      answer: (o.required ? z.string() : z.string().nullable()) as R extends true ? z.ZodString : z.ZodNullable<z.ZodString>,
    };
  },
  /** an e-mail address, optional unless `required` (its message); `invalid` and `tooLong` where a screen words them its own way */
  email: (label: string, o: Extras & { required?: string; invalid?: string; tooLong?: string } = {}) => {
    const message = o.required ?? REQUIRED;
    const text = z.string({ invalid_type_error: message, required_error: message }).trim();
    const schema = (o.required ? text.min(1, message) : text).max(200, o.tooLong ?? tooLong(200)).email(o.invalid ?? FIELD_MESSAGES.email);
    return { ...extras(o), label, input: "email" as const, schema: o.required ? schema : schema.nullable(), answer: o.required ? z.string() : z.string().nullable() };
  },
  /** several entries of another described collection the company may see (a job's benefits and FAQs) */
  relations: (label: string, relation: RelationSpec, o: Extras & { max?: number } = {}) => ({
    ...extras(o),
    label,
    input: "relations" as const,
    relation,
    schema: z.array(recordId).max(o.max ?? 50, textKey(FIELD_MESSAGES.maxEntries, { max: o.max ?? 50 })),
  }),
  /** published groups of the association's product-group tree (spec §3 reference_productgroup; checked by the service) */
  productGroups: (label: string, hint?: string) => ({
    label,
    input: "productGroups" as const,
    ...(hint ? { hint } : {}),
    schema: z.array(recordId).max(30, textKey(FIELD_MESSAGES.maxProductGroups, { max: 30 })),
  }),
  /** one image of the company's files, uploaded through the shared upload; stored as the file id, an entity answers the file reference */
  image: (label: string, o: Extras = {}) => ({ ...extras(o), label, input: "image" as const, schema: z.string().uuid(FIELD_MESSAGES.image).nullable(), answer: fileRefSchema.nullable() }),
  /** several https links (comma-separated input), each optionally only to allowed hosts */
  links: (label: string, hint: string, o: Extras & { max?: number } = {}) => ({
    ...extras(o),
    label,
    hint,
    input: "tags" as const,
    // One message on the field itself (not on an item index), so the form shows it under the input.
    schema: z
      .array(z.string().trim())
      .max(o.max ?? 10, textKey(FIELD_MESSAGES.maxEntries, { max: o.max ?? 10 }))
      .refine((links) => links.every((v) => v.length <= 500 && z.string().url().safeParse(v).success && /^https:\/\//i.test(v)), FIELD_MESSAGES.links),
  }),
  /** a file of the icon folder (spec §7 "GET files filtered by an icon folder"; checked by the service) */
  icon: (label: string, hint?: string) => ({ label, input: "icon" as const, ...(hint ? { hint } : {}), schema: z.string().uuid(FIELD_MESSAGES.icon).nullable() }),
  /** one entry of a lookup list (department, jobtitle): stored as its id, answered as the lookup */
  lookup: (label: string, o: Extras = {}) => ({
    ...extras(o),
    label,
    input: "lookup" as const,
    schema: z.string({ invalid_type_error: TOO_LONG }).trim().max(100, TOO_LONG).nullable(),
    answer: lookupSchema.nullable(),
  }),
  /** several entries of a lookup list (countries, regions): their ids */
  lookups: (label: string, o: Extras = {}) => ({ ...extras(o), label, input: "lookups" as const, schema: z.array(z.string().max(100, TOO_LONG)).max(300), answer: z.array(z.string()) }),
  /** several of the choices a screen loads (brands, permissions, accounts) as a group of checkboxes: `item` is one choice's rule, `answer` the answered list */
  choices: <S extends z.ZodTypeAny, A extends z.ZodTypeAny>(label: string, o: Extras & { item: S; max: number; answer: A }) => ({
    ...extras(o),
    label,
    input: "choices" as const,
    schema: z.array(o.item).max(o.max),
    answer: o.answer,
  }),
  /** one of the choices a screen loads (a brand's supplier company, a service's parent) as a select: stored as its record id; `required` says the message when none is chosen */
  choice: <R extends string | undefined = undefined>(label: string, o: Extras & { required?: R; message: string }) => {
    const id = choiceId(o.message, o.required);
    return { ...extras(o), label, input: "choice" as const, schema: (o.required ? id : id.nullable()) as R extends string ? typeof id : z.ZodNullable<typeof id> };
  },
  /**
   * A value the generic form does not edit (input "none"): answered only (`write: "never"`), or
   * kept by one of the entity's hooks (`column: false`; `payload` where the body's shape differs).
   */
  value: <S extends z.ZodTypeAny, O extends Extras & { answer?: z.ZodTypeAny; payload?: z.ZodTypeAny } = Record<never, never>>(label: string, schema: S, o: O = {} as O) => ({ ...o, label, input: "none" as const, schema }),
} satisfies Record<string, (...args: never[]) => FieldSpec>;

/** A choice id as a number (a brand). */
export const choiceId = (message: string, required = message) => z.number({ required_error: required, invalid_type_error: message }).int(message).positive(message).max(INT4_MAX, message);

const isOptional = (spec: FieldSpec) => spec.schema.safeParse(null).success || spec.schema.safeParse([]).success || spec.input === "checkbox";
export const isRequired = (spec: FieldSpec) => !isOptional(spec);

// --- What a browser form sends, turned into the stored value (both the collections' and the entities' forms) ---

const BERLIN_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const BERLIN_PARTS = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** An instant as Berlin wall-clock time for a datetime-local input ("2026-05-04T09:00"). */
export function isoToBerlinLocal(iso: string): string {
  const parts = Object.fromEntries(BERLIN_PARTS.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** Berlin wall-clock time ("2026-05-04T09:00") as an ISO instant; an impossible value stays as typed (and is refused). */
export function berlinToIso(local: string): string {
  const m = BERLIN_LOCAL.exec(local);
  if (!m) return local;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(asUtc) || new Date(asUtc).getUTCDate() !== d) return local;
  // the offset at that moment (try twice: near a switch the first guess is off by the switch)
  let guess = asUtc;
  for (let i = 0; i < 2; i++) {
    const shown = isoToBerlinLocal(new Date(guess).toISOString());
    const [sy, smo, sd, sh, smi] = BERLIN_LOCAL.exec(shown)!.slice(1).map(Number) as [number, number, number, number, number];
    guess += asUtc - Date.UTC(sy, smo - 1, sd, sh, smi);
  }
  return new Date(guess).toISOString();
}

const emptyToNull = (v: unknown) => (v === undefined || v === "" ? null : v);
const toNumber = (v: unknown) => (typeof v === "string" && /^\d+$/.test(v) ? Number(v) : emptyToNull(v));
const FORM_INPUT: Record<InputKind, (v: unknown, spec: FieldSpec) => unknown> = {
  text: emptyToNull,
  textarea: emptyToNull,
  email: emptyToNull,
  tel: emptyToNull,
  url: emptyToNull,
  date: emptyToNull,
  datetime: (v) => (typeof v === "string" && BERLIN_LOCAL.test(v) ? berlinToIso(v) : emptyToNull(v)),
  lookup: emptyToNull,
  icon: emptyToNull,
  image: emptyToNull,
  // an emptied choice is the field's initial value, else nothing: null where the field may be empty, the default (undefined) where it has one
  select: (v, spec) => (v === undefined || v === "" ? (spec.initial ?? (spec.schema.safeParse(null).success ? null : undefined)) : v),
  number: (v) => (typeof v === "string" && /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : emptyToNull(v)),
  // German money input: "25.000" or "25 000 €" are whole euros
  money: (v) => {
    if (typeof v !== "string") return emptyToNull(v);
    const plain = v.replace(/[\s.€]/g, "").replace(/,00$/, "");
    return /^-?\d+$/.test(plain) ? Number(plain) : emptyToNull(v);
  },
  // the checkbox sends a hidden "off" and, when ticked, "on" after it
  checkbox: (v) => (typeof v === "boolean" ? v : Array.isArray(v) ? v.includes("on") : v === "on"),
  tags: (v) =>
    typeof v === "string"
      ? v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : (v ?? []),
  contact: toNumber,
  choice: toNumber,
  address: toNumber,
  // a group of checkboxes: nothing ticked sends nothing, one ticked a string, several an array; ids of digits are numbers
  relations: ids,
  productGroups: ids,
  choices: (v) => ids(v === null ? undefined : v),
  lookups: (v) => (v === undefined || v === "" || v === null ? [] : Array.isArray(v) ? v : [v]),
  none: (v) => v,
};

/** A field's rule with what a browser form sends turned into its value (a required text left empty is "" so its own message shows). */
export function formFieldSchema<S extends z.ZodTypeAny>(spec: FieldSpec<S>) {
  return z.preprocess((v) => {
    const value = FORM_INPUT[spec.input](v, spec);
    return value === null && isRequired(spec) ? "" : value;
  }, spec.schema);
}
