/**
 * The Directus query parameters of every items list (issue 12, decision 0720): `fields`, `filter`,
 * `sort`, `limit`, `offset`, `search` and `meta`, validated against a collection's query spec.
 *
 * A **query spec** says, per API field name, the column (or SQL expression) it filters and sorts
 * on and its value type; a many-to-one relation names its own fields, so dotted paths
 * (`department.name`) reach into it. Fields without a column are output only (`fields` may pick
 * them; filtering or sorting on them is INVALID_QUERY). A collection description builds its spec
 * from its field map; hand-written services declare theirs next to their query.
 *
 * `parseItemsQuery` is pure: it turns the raw query string into an `ItemsQuery` or throws
 * INVALID_QUERY naming the offending path — unknown parameters, fields, operators, wrong value
 * types, and input past the size limits below alike. `./compile.ts` turns the result into Drizzle.
 */
import type { Column, SQL } from "drizzle-orm";
import { ApiError } from "../http/errors";
import { isUnstorableText } from "../http/text-input";

export type FieldType = "string" | "integer" | "number" | "boolean" | "date" | "datetime" | "uuid" | "json";

export interface QueryField {
  /** what the field filters and sorts on; absent = output only */
  column?: Column | SQL;
  type: FieldType;
  /** default: true when it has a column and is not json */
  filterable?: boolean;
  /** default: like filterable */
  sortable?: boolean;
  /** what `sort` orders by instead of the column (e.g. a German sort key) */
  orderBy?: Column | SQL;
  /** a many-to-one relation: its fields, reachable as `name.field` in fields, filter and sort */
  relation?: Record<string, QueryField>;
}

export interface QuerySpec {
  fields: Record<string, QueryField>;
  /** string fields `search` looks in (case-insensitive substring); default: every filterable string field */
  search?: readonly string[];
  /** sort when none is given, and tie-breaker after a given one ("-date", "id") */
  defaultSort: readonly string[];
  /** rows a list answers without `limit`; default -1 (all, up to maxLimit) */
  defaultLimit?: number;
  /** most rows one answer holds; `limit=-1` means this many. Default MAX_LIMIT. */
  maxLimit?: number;
}

export const OPERATORS = ["_eq", "_neq", "_in", "_nin", "_null", "_nnull", "_contains", "_gte", "_lte"] as const;
export type Operator = (typeof OPERATORS)[number];
export type FilterValue = string | number | boolean | Date | null;

export type FilterNode =
  | { kind: "and" | "or"; nodes: FilterNode[] }
  | { kind: "condition"; field: QueryField; op: Operator; value: FilterValue | FilterValue[] };

export interface SortKey {
  path: string[];
  field: QueryField;
  descending: boolean;
}

/** A `fields` selection: `all` for `*`, named children (true = the whole value). */
export interface FieldSelection {
  all: boolean;
  children: Map<string, FieldSelection | true>;
}

export type MetaKind = "total_count" | "filter_count";

export interface ItemsQuery {
  /** null: every field */
  fields: FieldSelection | null;
  filter: FilterNode | null;
  sort: SortKey[];
  limit: number;
  offset: number;
  search: string | null;
  meta: MetaKind[];
}

// Limits against hostile input: a filter tree is at most MAX_DEPTH levels of _and/_or deep and
// holds at most MAX_CONDITIONS conditions; the rest bounds what one request may ask for.
export const MAX_LIMIT = 10_000;
export const MAX_OFFSET = 1_000_000;
export const MAX_DEPTH = 6;
export const MAX_CONDITIONS = 100;
export const MAX_IN_VALUES = 500;
export const MAX_FILTER_JSON = 20_000;
export const MAX_FIELDS = 100;
export const MAX_SORT_KEYS = 10;
export const MAX_VALUE_LENGTH = 1_000;
export const MAX_SEARCH_LENGTH = 200;
const MAX_BRACKET_SEGMENTS = 12;
const INT4_MAX = 2_147_483_647;

const invalid = (path: string, reason: string) => new ApiError("INVALID_QUERY", `Invalid query. ${path}: ${reason}.`);

export const isFilterable = (f: QueryField) => f.filterable ?? (f.column !== undefined && f.type !== "json");
export const isSortable = (f: QueryField) => (f.sortable ?? isFilterable(f)) && (f.orderBy ?? f.column) !== undefined;

/** The raw query: URLSearchParams (repeated keys kept) or Hono's `c.req.queries()`. */
export type RawQuery = URLSearchParams | Record<string, string[]>;

function entriesOf(raw: RawQuery): [string, string][] {
  if (raw instanceof URLSearchParams) return [...raw.entries()];
  return Object.entries(raw).flatMap(([key, values]) => values.map((v): [string, string] => [key, v]));
}

/**
 * The query of a single-item read (GET items/{collection}/{id}): Directus' `fields` only, checked
 * like a list's; any other parameter is INVALID_QUERY rather than ignored.
 */
export function parseItemQuery(spec: QuerySpec, raw: RawQuery): FieldSelection | null {
  const fields: string[] = [];
  for (const [key, value] of entriesOf(raw)) {
    if (isUnstorableText(key) || isUnstorableText(value)) throw invalid(key.slice(0, 40), "unreadable text");
    if (key !== "fields" && key !== "fields[]") throw invalid(key.slice(0, 40), "unknown query parameter for a single item");
    fields.push(value);
  }
  return fields.length ? parseFields(spec.fields, fields.join(",")) : null;
}

export function parseItemsQuery(spec: QuerySpec, raw: RawQuery): ItemsQuery {
  const single = new Map<string, string>();
  const lists: Record<"fields" | "sort", string[]> = { fields: [], sort: [] };
  const brackets: [string[], string][] = [];
  for (const [key, value] of entriesOf(raw)) {
    if (isUnstorableText(key) || isUnstorableText(value)) throw invalid(key.slice(0, 40), "unreadable text");
    const bracket = /^filter((?:\[[^[\]]*\])+)$/.exec(key);
    if (bracket) {
      const segments = [...bracket[1]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!);
      if (segments.length > MAX_BRACKET_SEGMENTS) throw invalid("filter", "nested too deeply");
      brackets.push([segments, value]);
    } else if (key === "fields" || key === "fields[]" || key === "sort" || key === "sort[]") {
      lists[key.startsWith("fields") ? "fields" : "sort"].push(value);
    } else if (["filter", "limit", "offset", "search", "meta"].includes(key)) {
      if (single.has(key)) throw invalid(key, "given more than once");
      single.set(key, value);
    } else {
      throw invalid(key.slice(0, 40), "unknown query parameter");
    }
  }
  if (brackets.length > MAX_CONDITIONS) throw invalid("filter", `more than ${MAX_CONDITIONS} conditions`);

  const maxLimit = spec.maxLimit ?? MAX_LIMIT;
  const filters: FilterNode[] = [];
  const budget = { conditions: 0 };
  const json = single.get("filter");
  if (json !== undefined && json !== "") {
    if (json.length > MAX_FILTER_JSON) throw invalid("filter", "too long");
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      throw invalid("filter", "not valid JSON");
    }
    filters.push(parseFilter(parsed, spec.fields, ["filter"], 0, budget));
  }
  if (brackets.length) filters.push(parseFilter(fromBrackets(brackets), spec.fields, ["filter"], 0, budget));

  return {
    fields: lists.fields.length ? parseFields(spec.fields, lists.fields.join(",")) : null,
    filter: filters.length === 0 ? null : filters.length === 1 ? filters[0]! : { kind: "and", nodes: filters },
    sort: parseSort(spec, lists.sort.join(",")),
    limit: parseLimit(single.get("limit"), spec.defaultLimit ?? -1, maxLimit),
    offset: parseCount("offset", single.get("offset"), 0, MAX_OFFSET),
    search: parseSearch(spec, single.get("search")),
    meta: parseMeta(single.get("meta")),
  };
}

// --- filter ---

type Raw = Record<string, unknown>;
const isObject = (v: unknown): v is Raw => typeof v === "object" && v !== null && !Array.isArray(v);

/** `filter[a][_in][]=x&filter[_or][0][b][_eq]=y` → the JSON form's object. */
function fromBrackets(entries: [string[], string][]): Raw {
  // Null-prototype objects: a segment named __proto__ stays an (unknown) field name.
  const root: Raw = Object.create(null) as Raw;
  for (const [segments, value] of entries) {
    const at = `filter[${segments.join("][")}]`;
    const append = segments.at(-1) === ""; // `[_in][]=x`: one list value per parameter
    const keys = append ? segments.slice(0, -1) : segments;
    if (keys.length === 0 || keys.some((s) => s === "")) throw invalid(at, "malformed");
    let node = root;
    for (const key of keys.slice(0, -1)) {
      if (!Object.hasOwn(node, key)) node[key] = Object.create(null) as Raw;
      const next = node[key];
      if (!isObject(next)) throw invalid(at, "given twice");
      node = next;
    }
    const last = keys.at(-1)!;
    if (append) {
      const list = node[last] ?? [];
      if (!Array.isArray(list)) throw invalid(at, "given twice");
      node[last] = [...(list as unknown[]), value];
    } else {
      if (Object.hasOwn(node, last)) throw invalid(at, "given twice");
      node[last] = value;
    }
  }
  return root;
}

/** Bracket form writes arrays as objects with index keys (`_and[0]`, `_in[1]`). */
function asArray(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (isObject(value) && Object.keys(value).every((k) => /^\d{1,3}$/.test(k))) {
    return Object.entries(value)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, v]) => v);
  }
  return undefined;
}

function parseFilter(raw: unknown, fields: Record<string, QueryField>, path: string[], depth: number, budget: { conditions: number }): FilterNode {
  const at = path.join(".");
  if (depth > MAX_DEPTH) throw invalid(at, `nested deeper than ${MAX_DEPTH} levels`);
  if (!isObject(raw)) throw invalid(at, "must be an object");
  const nodes: FilterNode[] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (key === "_and" || key === "_or") {
      const items = asArray(value);
      if (!items || items.length === 0) throw invalid(`${at}.${key}`, "must be a non-empty list of filters");
      if (items.length > MAX_CONDITIONS) throw invalid(`${at}.${key}`, "too many filters");
      nodes.push({
        kind: key === "_and" ? "and" : "or",
        nodes: items.map((item, i) => parseFilter(item, fields, [...path, key, String(i)], depth + 1, budget)),
      });
    } else {
      nodes.push(...parseFieldFilter(key, value, fields, path, depth, budget));
    }
  }
  if (nodes.length === 0) throw invalid(at, "is empty");
  return nodes.length === 1 ? nodes[0]! : { kind: "and", nodes };
}

function parseFieldFilter(
  key: string,
  value: unknown,
  fields: Record<string, QueryField>,
  path: string[],
  depth: number,
  budget: { conditions: number },
): FilterNode[] {
  const at = [...path, key].join(".");
  const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
  if (!field) throw invalid(at, /^_[a-z]+$/.test(key) ? "unknown operator" : "unknown field");
  if (!isObject(value) || Object.keys(value).length === 0) throw invalid(at, "needs an operator such as _eq");
  const nodes: FilterNode[] = [];
  for (const [op, operand] of Object.entries(value)) {
    if (!op.startsWith("_")) {
      // a field of the related record: filter[department][name][_eq]=…
      if (!field.relation) throw invalid(`${at}.${op}`, "unknown field");
      nodes.push(parseFilter({ [op]: operand }, field.relation, [...path, key], depth + 1, budget));
      continue;
    }
    if (!(OPERATORS as readonly string[]).includes(op)) throw invalid(`${at}.${op}`, "unknown operator");
    if (!isFilterable(field)) throw invalid(at, "cannot be filtered");
    if (++budget.conditions > MAX_CONDITIONS) throw invalid("filter", `more than ${MAX_CONDITIONS} conditions`);
    nodes.push({ kind: "condition", field, op: op as Operator, value: operandOf(op as Operator, operand, field, `${at}.${op}`) });
  }
  return nodes;
}

function operandOf(op: Operator, operand: unknown, field: QueryField, at: string): FilterValue | FilterValue[] {
  switch (op) {
    case "_null":
    case "_nnull":
      return booleanOf(operand, at);
    case "_in":
    case "_nin": {
      const items = typeof operand === "string" ? (operand === "" ? [] : operand.split(",")) : asArray(operand);
      if (!items) throw invalid(at, "must be a list");
      if (items.length > MAX_IN_VALUES) throw invalid(at, `more than ${MAX_IN_VALUES} values`);
      return items.map((item, i) => valueOf(item, field.type, `${at}.${i}`));
    }
    case "_contains":
      if (field.type !== "string") throw invalid(at, "only for text fields");
      return valueOf(operand, "string", at);
    case "_gte":
    case "_lte":
      if (field.type === "boolean" || field.type === "uuid") throw invalid(at, `not for ${field.type} fields`);
      return valueOf(operand, field.type, at);
    case "_eq":
    case "_neq":
      return operand === null ? null : valueOf(operand, field.type, at);
  }
}

function booleanOf(value: unknown, at: string): boolean {
  if (value === true || value === "true" || value === "1" || value === 1) return true;
  if (value === false || value === "false" || value === "0" || value === 0) return false;
  throw invalid(at, "must be true or false");
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function validDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** A value of `type`, from JSON (any type) or a bracket parameter (always text). */
function valueOf(value: unknown, type: FieldType, at: string): FilterValue {
  const text = typeof value === "string" ? value : typeof value === "number" && Number.isFinite(value) ? String(value) : undefined;
  switch (type) {
    case "string":
      if (text === undefined) throw invalid(at, "must be text");
      if (text.length > MAX_VALUE_LENGTH) throw invalid(at, "too long");
      return text;
    case "integer": {
      if (text === undefined || !/^-?\d{1,10}$/.test(text) || Math.abs(Number(text)) > INT4_MAX) throw invalid(at, "must be a whole number");
      return Number(text);
    }
    case "number":
      if (text === undefined || !/^-?\d{1,15}(\.\d{1,15})?$/.test(text)) throw invalid(at, "must be a number");
      return Number(text);
    case "boolean":
      return booleanOf(value, at);
    case "date":
      if (text === undefined || !validDate(text)) throw invalid(at, "must be a date YYYY-MM-DD");
      return text;
    case "datetime": {
      if (text === undefined || !DATETIME.test(text) || !validDate(text.slice(0, 10))) throw invalid(at, "must be a date and time");
      const d = new Date(text.length === 10 ? `${text}T00:00:00Z` : text.replace(" ", "T"));
      if (Number.isNaN(d.getTime())) throw invalid(at, "must be a date and time");
      return d;
    }
    case "uuid":
      if (text === undefined || !UUID.test(text)) throw invalid(at, "must be a UUID");
      return text.toLowerCase();
    case "json":
      throw invalid(at, "cannot be filtered");
  }
}

// --- fields, sort, limit, search, meta ---

/** Resolves a dotted path (`department.name`) to its field, or throws naming the path. */
function resolvePath(fields: Record<string, QueryField>, path: string[], param: string): QueryField {
  let scope: Record<string, QueryField> | undefined = fields;
  let field: QueryField | undefined;
  for (const [i, name] of path.entries()) {
    field = scope && Object.hasOwn(scope, name) ? scope[name] : undefined;
    if (field === undefined) throw invalid(`${param}.${path.slice(0, i + 1).join(".")}`, "unknown field");
    scope = field.relation;
  }
  return field!;
}

function parseFields(fields: Record<string, QueryField>, list: string): FieldSelection {
  const names = list.split(",").map((n) => n.trim());
  if (names.length > MAX_FIELDS) throw invalid("fields", `more than ${MAX_FIELDS} fields`);
  const root: FieldSelection = { all: false, children: new Map() };
  for (const name of names) {
    if (name === "") throw invalid("fields", "empty field name");
    const path = name.split(".");
    if (path.length > 4) throw invalid(`fields.${name.slice(0, 40)}`, "nested too deeply");
    let node = root;
    let scope: Record<string, QueryField> | undefined = fields;
    for (const [i, segment] of path.entries()) {
      const last = i === path.length - 1;
      if (segment === "*") {
        if (!last || !scope) throw invalid(`fields.${name}`, "* must come last");
        node.all = true;
        break;
      }
      const field: QueryField | undefined = scope && Object.hasOwn(scope, segment) ? scope[segment] : undefined;
      if (!field) throw invalid(`fields.${path.slice(0, i + 1).join(".")}`, "unknown field");
      if (last) {
        node.children.set(segment, true);
        break;
      }
      if (!field.relation) throw invalid(`fields.${path.slice(0, i + 1).join(".")}`, "is not a relation");
      let child = node.children.get(segment);
      if (child === true) break; // the whole value is already selected
      if (!child) node.children.set(segment, (child = { all: false, children: new Map() }));
      node = child;
      scope = field.relation;
    }
  }
  return root;
}

function parseSort(spec: QuerySpec, list: string): SortKey[] {
  const given = list === "" ? [] : list.split(",").map((s) => s.trim());
  if (given.length > MAX_SORT_KEYS) throw invalid("sort", `more than ${MAX_SORT_KEYS} fields`);
  const keys: SortKey[] = [];
  const seen = new Set<string>();
  // The given order first, then the default order as tie-breaker, so pages never overlap.
  for (const [index, entry] of [...given, ...spec.defaultSort].entries()) {
    const descending = entry.startsWith("-");
    const name = descending ? entry.slice(1) : entry;
    if (name === "") throw invalid("sort", "empty field name");
    const path = name.split(".");
    if (path.length > 4) throw invalid(`sort.${name.slice(0, 40)}`, "nested too deeply");
    const field = resolvePath(spec.fields, path, "sort");
    if (!isSortable(field)) throw invalid(`sort.${name}`, "cannot be sorted");
    if (seen.has(name)) {
      if (index < given.length) throw invalid(`sort.${name}`, "given twice");
      continue;
    }
    seen.add(name);
    keys.push({ path, field, descending });
  }
  return keys;
}

function parseCount(param: string, raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d{1,10}$/.test(raw) || Number(raw) > max) throw invalid(param, `must be a whole number from 0 to ${max}`);
  return Number(raw);
}

function parseLimit(raw: string | undefined, fallback: number, max: number): number {
  const limit = raw === "-1" ? -1 : raw === undefined || raw === "" ? fallback : parseCount("limit", raw, fallback, max);
  return limit === -1 ? max : limit;
}

function parseSearch(spec: QuerySpec, raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === "") return null;
  if (raw.length > MAX_SEARCH_LENGTH) throw invalid("search", "too long");
  if (searchFields(spec).length === 0) throw invalid("search", "this collection cannot be searched");
  return raw.trim();
}

/** The fields `search` looks in. */
export function searchFields(spec: QuerySpec): QueryField[] {
  if (spec.search) return spec.search.map((name) => resolvePath(spec.fields, name.split("."), "search"));
  return Object.values(spec.fields).filter((f) => f.type === "string" && isFilterable(f));
}

function parseMeta(raw: string | undefined): MetaKind[] {
  if (raw === undefined || raw === "") return [];
  const kinds = new Set<MetaKind>();
  for (const entry of raw.split(",").map((s) => s.trim())) {
    if (entry === "*") {
      kinds.add("total_count").add("filter_count");
    } else if (entry === "total_count" || entry === "filter_count") {
      kinds.add(entry);
    } else {
      throw invalid(`meta.${entry.slice(0, 40)}`, "unknown; use total_count, filter_count or *");
    }
  }
  return [...kinds];
}

/** The answer's items reduced to the selected fields (relations and lists of objects alike). */
export function pickFields<T extends object>(item: T, selection: FieldSelection | null): Partial<T> {
  if (!selection) return item;
  const source = item as Record<string, unknown>;
  const picked: Record<string, unknown> = selection.all ? { ...source } : {};
  for (const [name, child] of selection.children) {
    if (!(name in source)) continue;
    const value = source[name];
    if (child === true || value === null || typeof value !== "object") picked[name] = value;
    else picked[name] = Array.isArray(value) ? value.map((v: object) => pickFields(v, child)) : pickFields(value, child);
  }
  return picked as Partial<T>;
}
