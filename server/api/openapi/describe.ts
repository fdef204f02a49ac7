/**
 * The API's OpenAPI 3.1 description (issue 26), read from the endpoint table (contract/endpoints)
 * and the names its `each` entries are mounted for (the collection descriptions, handlers.ts):
 * every route with its parameters, body, answers, the error envelope and the bearer scheme.
 * Served at GET /api/server/specs/oas, where Directus serves its own; the contract suite checks
 * every answer it receives against it (tests/api/fixture.ts). Decision 0528.
 *
 * zod → JSON Schema by zod-to-json-schema, as JSON Schema 2020-12 (OpenAPI 3.1's dialect). Every
 * schema is inlined, but the recursive ones (`z.lazy`), which become components: correctness over
 * beauty. Answers, bodies and queries are described as they travel, that is, as the schemas'
 * input (before transforms and defaults): a handler answers its schema's input (HandlerAnswer).
 */
import type { z } from "zod";
import { ignoreOverride, zodToJsonSchema } from "zod-to-json-schema";
import { ERROR_STATUS, type ErrorCode } from "../contract/codes";
import type { Endpoint } from "../contract/endpoint";
import { accessOf, type EachSource } from "../http/mount";

export type JsonSchema = { [key: string]: unknown };

export interface OpenApiParameter {
  name: string;
  in: "path" | "query";
  required?: boolean;
  description?: string;
  style?: "form" | "deepObject";
  explode?: boolean;
  schema: JsonSchema;
}

export interface OpenApiResponse {
  description: string;
  content?: Record<string, { schema?: JsonSchema }>;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, OpenApiResponse | { $ref: string }>;
  security?: Record<string, string[]>[];
  /** this package's own: the access table's rule that guards the operation */
  "x-access": string;
}

export type OpenApiMethod = "get" | "post" | "patch" | "delete";

export type OpenApiDocument = {
  openapi: "3.1.0";
  jsonSchemaDialect: string;
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string }[];
  paths: Record<string, Partial<Record<OpenApiMethod, OpenApiOperation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, OpenApiResponse>;
    securitySchemes: Record<string, JsonSchema>;
  };
};

const JSON_SCHEMA_2020_12 = "https://json-schema.org/draft/2020-12/schema";
export const ERROR_SCHEMA_REF = "#/components/schemas/Error";

/**
 * How an object schema that strips unknown keys is described. An answer is what the handler
 * built, not parsed: a key its schema does not name would reach the portal (and perhaps the
 * browser) undescribed, so answers allow none. A body or query that strips them accepts them.
 */
type Mode = "answer" | "input";

/** zod → JSON Schema 2020-12; the recursive schemas met on the way become components. */
class SchemaConverter {
  readonly components: Record<string, JsonSchema> = {};
  private readonly lazyNames = new Map<string, Map<unknown, string>>([
    ["answer", new Map()],
    ["input", new Map()],
  ]);
  private count = 0;

  convert(schema: z.ZodTypeAny, mode: Mode): JsonSchema {
    const converted = zodToJsonSchema(schema, {
      $refStrategy: "none",
      effectStrategy: "input",
      pipeStrategy: "input",
      removeAdditionalStrategy: mode === "answer" ? "passthrough" : "strict",
      override: (def) => ((def as { typeName?: string }).typeName === "ZodLazy" ? { $ref: `#/components/schemas/${this.lazy(def as z.ZodLazyDef, mode)}` } : ignoreOverride),
    }) as JsonSchema;
    delete converted.$schema;
    return to2020(converted) as JsonSchema;
  }

  /** The component of a recursive schema, made on first sight (its own recursion is a $ref to it). */
  private lazy(def: z.ZodLazyDef, mode: Mode): string {
    const names = this.lazyNames.get(mode)!;
    let name = names.get(def);
    if (name === undefined) {
      name = `Recursive${++this.count}${mode === "input" ? "Input" : ""}`;
      names.set(def, name);
      this.components[name] = {};
      this.components[name] = this.convert(def.getter(), mode);
    }
    return name;
  }
}

/** JSON Schema draft 7 (what the converter writes) → 2020-12: tuples are `prefixItems`. */
function to2020(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(to2020);
  if (node === null || typeof node !== "object") return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = to2020(value);
  if (Array.isArray(out.items)) {
    out.prefixItems = out.items;
    if ("additionalItems" in out) out.items = out.additionalItems;
    else delete out.items;
    delete out.additionalItems;
  }
  return out;
}

/** The error envelope (contract/codes.ts): `{errors:[{message, extensions:{code}}]}`. */
const errorSchema: JsonSchema = {
  type: "object",
  required: ["errors"],
  properties: {
    errors: {
      type: "array",
      minItems: 1,
      items: {
        type: "object",
        required: ["message", "extensions"],
        properties: {
          message: { type: "string" },
          extensions: {
            type: "object",
            required: ["code"],
            properties: { code: { type: "string", enum: Object.keys(ERROR_STATUS) } },
          },
        },
      },
    },
  },
};

/** One shared response per error status, naming the codes that carry it. */
function errorResponses(): Record<string, OpenApiResponse> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const [code, status] of Object.entries(ERROR_STATUS) as [ErrorCode, number][]) byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  const responses: Record<string, OpenApiResponse> = {};
  for (const [status, codes] of byStatus) {
    responses[`Error${status}`] = { description: `Error envelope: ${codes.join(", ")}`, content: { "application/json": { schema: { $ref: ERROR_SCHEMA_REF } } } };
  }
  responses.Error = { description: "Error envelope (any other failure)", content: { "application/json": { schema: { $ref: ERROR_SCHEMA_REF } } } };
  return responses;
}

/** The statuses an entry may fail with, besides `default` (INTERNAL_SERVER_ERROR, ROUTE_NOT_FOUND …). */
function errorStatuses(entry: Endpoint): number[] {
  const statuses = new Set<number>();
  // The mount validates every query (a GET without a query schema takes none) and body.
  if (entry.query || entry.body || entry.method !== "GET" || entry.envelope !== "stream") statuses.add(400);
  if (entry.access !== "public") statuses.add(401).add(403);
  // A write may meet a record that moved on (RECORD_CONFLICT) or a closed window (SUBMISSION_CLOSED).
  if (entry.method !== "GET" && entry.access !== "public") statuses.add(409);
  if (entry.body === "multipart") statuses.add(413).add(415);
  // Public writes are rate-limited (sign-in, password reset).
  if (entry.method !== "GET" && entry.access === "public") statuses.add(429);
  // The database is not reachable.
  statuses.add(503);
  return [...statuses].sort();
}

/** Directus' items query (`z.record` in the table: items/query.ts checks it against the collection). */
const DIRECTUS_QUERY: OpenApiParameter[] = [
  { name: "fields", in: "query", description: "Fields to return, comma-separated (Directus); the items then hold only these", schema: { type: "string" } },
  { name: "filter", in: "query", style: "deepObject", explode: true, description: "Directus filter, e.g. filter[status][_eq]=published", schema: { type: "object", additionalProperties: true } },
  { name: "sort", in: "query", description: "Fields to sort by, comma-separated, `-` for descending", schema: { type: "string" } },
  { name: "limit", in: "query", description: "At most this many items (-1: all the API allows)", schema: { type: "integer" } },
  { name: "offset", in: "query", schema: { type: "integer", minimum: 0 } },
  { name: "search", in: "query", description: "Full-text search over the collection's searchable fields", schema: { type: "string" } },
  { name: "meta", in: "query", description: "`total_count`, `filter_count` or `*`", schema: { type: "string" } },
];

type Def = { typeName?: string; schema?: z.ZodTypeAny; in?: z.ZodTypeAny; innerType?: z.ZodTypeAny; type?: z.ZodTypeAny; shape?: () => Record<string, z.ZodTypeAny> };

/** The object (or record) below refinements, transforms, pipes and brands. */
function unwrap(schema: z.ZodTypeAny): z.ZodTypeAny {
  const def = schema._def as Def;
  const inner = def.typeName === "ZodEffects" ? def.schema : def.typeName === "ZodPipeline" ? def.in : def.typeName === "ZodBranded" ? def.type : undefined;
  return inner ? unwrap(inner) : schema;
}

/**
 * A parameter's or body's schema without its optionality, which `required` states (the converter
 * would write an optional value at the top as `anyOf: [{not: {}}, …]`); a default is kept.
 */
function present(schema: z.ZodTypeAny, mode: Mode, converter: SchemaConverter): JsonSchema {
  let inner = schema;
  let fallback: { value: unknown } | undefined;
  for (;;) {
    const def = inner._def as Def & { defaultValue?: () => unknown };
    if (def.typeName === "ZodOptional" && def.innerType) inner = def.innerType;
    else if (def.typeName === "ZodDefault" && def.innerType && def.defaultValue) {
      fallback ??= { value: def.defaultValue() };
      inner = def.innerType;
    } else break;
  }
  const converted = converter.convert(inner, mode);
  return fallback && fallback.value !== undefined ? { ...converted, default: fallback.value } : converted;
}

function queryParameters(query: z.ZodTypeAny, converter: SchemaConverter): OpenApiParameter[] {
  const inner = unwrap(query);
  const def = inner._def as Def;
  if (def.typeName === "ZodRecord") return DIRECTUS_QUERY;
  if (def.typeName === "ZodObject" && def.shape) {
    return Object.entries(def.shape()).map(([name, schema]) => {
      const parameter: OpenApiParameter = { name, in: "query", schema: present(schema, "input", converter) };
      if (!schema.isOptional()) parameter.required = true;
      if (schema.description) parameter.description = schema.description;
      return parameter;
    });
  }
  // Anything else: free-form parameters, described by the schema as an object.
  return [{ name: "query", in: "query", style: "form", explode: true, schema: converter.convert(query, "input") }];
}

/** `/items/:id` → `/items/{id}` (a Hono pattern or optional mark is dropped), and the names. */
export function openApiPath(honoPath: string): { path: string; params: string[] } {
  const params: string[] = [];
  const path = honoPath.replace(/:([A-Za-z_][A-Za-z0-9_]*)(\{[^}]*\})?\??/g, (_, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path, params };
}

const json = (schema: JsonSchema) => ({ "application/json": { schema } });

function successResponses(entry: Endpoint, converter: SchemaConverter): Record<string, OpenApiResponse> {
  const answer = entry.answer ? converter.convert(entry.answer, "answer") : {};
  switch (entry.envelope) {
    case "data":
      return { 200: { description: "The answer in Directus' envelope", content: json({ type: "object", required: ["data"], properties: { data: answer }, additionalProperties: false }) } };
    case "raw":
      return { 200: { description: "The answer", content: json(answer) } };
    case "empty":
      return { 204: { description: "Done; no content" } };
    case "text":
      return { 200: { description: "Plain text", content: { "text/plain": { schema: { type: "string" } } } } };
    case "stream":
      return {
        200: { description: "The file's bytes, of its own media type", content: { "*/*": { schema: { type: "string", contentMediaType: "application/octet-stream" } } } },
        304: { description: "Not modified (If-None-Match named the current ETag)" },
      };
  }
}

const MULTIPART_BODY: JsonSchema = {
  type: "object",
  required: ["file"],
  properties: { file: { type: "string", format: "binary", contentMediaType: "application/octet-stream", description: "The file; fields before it describe it" } },
  additionalProperties: { type: "string" },
};

interface Operation {
  method: OpenApiMethod;
  path: string;
  operation: OpenApiOperation;
}

/** The operations of one table entry: one, or one per name of an `each` entry. */
function operationsOf(name: string, entry: Endpoint, each: Partial<Record<NonNullable<Endpoint["each"]>, EachSource>>, converter: SchemaConverter): Operation[] {
  const source = entry.each ? each[entry.each] : undefined;
  if (entry.each && !source) throw new Error(`${name}: no names to describe "${entry.each}" for`);
  return (source?.names ?? [""]).map((one) => {
    const { path, params } = openApiPath(entry.each ? entry.path.replace(`{${entry.each}}`, one) : entry.path);
    const parameters: OpenApiParameter[] = params.map((param) => ({ name: param, in: "path", required: true, schema: { type: "string" } }));
    if (entry.query) parameters.push(...queryParameters(entry.query, converter));
    const operation: OpenApiOperation = {
      operationId: entry.each ? `${name}_${one}` : name,
      summary: entry.each ? `${entry.summary} (${one})` : entry.summary,
      tags: [entry.tag],
      responses: {},
      "x-access": accessOf(entry, source, one),
    };
    if (parameters.length > 0) operation.parameters = parameters;
    const body = entry.body === "multipart" ? "multipart" : (source?.body?.(one, entry) ?? entry.body);
    if (body === "multipart") operation.requestBody = { required: true, content: { "multipart/form-data": { schema: MULTIPART_BODY } } };
    else if (body) operation.requestBody = { required: !body.isOptional(), content: json(present(body, "input", converter)) };
    const answer = source?.answer?.(one, entry);
    operation.responses = { ...successResponses(answer ? { ...entry, answer } : entry, converter) };
    for (const status of errorStatuses(entry)) operation.responses[status] = { $ref: `#/components/responses/Error${status}` };
    operation.responses.default = { $ref: "#/components/responses/Error" };
    if (entry.access !== "public") operation.security = [{ bearerAuth: [] }];
    return { method: entry.method.toLowerCase() as OpenApiMethod, path, operation };
  });
}

/** The description of `table` (with the `each` names of `each`), built anew; see `openApiDocument` for the served one. */
export function describeApi(table: Record<string, Endpoint>, each: Partial<Record<NonNullable<Endpoint["each"]>, EachSource>>): OpenApiDocument {
  const converter = new SchemaConverter();
  const doc: OpenApiDocument = {
    openapi: "3.1.0",
    jsonSchemaDialect: JSON_SCHEMA_2020_12,
    info: {
      title: "Partnerportal API",
      version: "1",
      description: "The Directus-shaped API of the Partnerportal. Errors answer Directus' envelope `{errors:[{message, extensions:{code}}]}`; a signed-in call carries the access token as a bearer token.",
    },
    servers: [{ url: "/api", description: "this host" }],
    tags: [],
    paths: {},
    components: {
      schemas: { Error: errorSchema },
      responses: errorResponses(),
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "The access token of POST /api/auth/login" } },
    },
  };
  const tags = new Set<string>();
  for (const [name, entry] of Object.entries(table)) {
    tags.add(entry.tag);
    for (const { method, path, operation } of operationsOf(name, entry, each, converter)) {
      const item = (doc.paths[path] ??= {});
      if (item[method]) throw new Error(`${method.toUpperCase()} ${path} is described twice (${item[method].operationId}, ${operation.operationId})`);
      item[method] = operation;
    }
  }
  doc.tags = [...tags].map((name) => ({ name }));
  Object.assign(doc.components.schemas, converter.components);
  return doc;
}

let served: OpenApiDocument | undefined;

/**
 * The description of the whole API, built once per process on first use (the table does not
 * change while it runs). The table and the `each` names are passed in by the caller, which
 * imports them: this module is imported by the table's own handlers.
 */
export function openApiDocument(table: Record<string, Endpoint>, each: Partial<Record<NonNullable<Endpoint["each"]>, EachSource>>): OpenApiDocument {
  return (served ??= describeApi(table, each));
}
