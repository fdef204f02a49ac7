/**
 * The portal's client of the Directus-shaped API (spec §7): one typed method per call.
 * It speaks HTTP to UPSTREAM_URL, or calls the embedded Hono app in-process through the same
 * `fetch(Request)` interface, so both modes run the same code.
 */
import { z } from "zod";
import { answerTextOf } from "../../server/api/cache/answer-text";
import { createParsedAnswers } from "./parsed-answers";
import { answerObjectOf, deepFreeze } from "#contract/answer";
import { fillPath, type CallAnswer, type CallArgs, type Endpoint } from "#contract/endpoint";
import { ENDPOINTS, type EndpointName, type Endpoints } from "#contract/endpoints/index";
import { ADDRESS_TYPES, CONTENT_STATUSES } from "#contract/values";
import { t } from "~/i18n";
import type { KeptInput } from "~/lib/kept-input";
import { addChangeSeq, noteChangeSeq, type ChangeTracker } from "./change-seq";
import {
  fileSchema,
  reviewDocumentDetailSchema,
  type ReviewMetadata,
  type ErrorCode,
} from "#contract";

export type Transport = (request: Request) => Promise<Response>;

/** Answers of the embedded API that it served from its read cache, parsed once per text (decision 0522). */
const parsedAnswers = createParsedAnswers();

export class UpstreamError extends Error {
  override name = "UpstreamError";
  constructor(
    readonly status: number,
    readonly code: ErrorCode | "UNKNOWN",
    message: string,
  ) {
    super(message);
  }
}

/**
 * The API cannot be reached, or says it cannot work (its database is down): the page the user
 * asked for answers 503 with a German message, and the portal recovers by itself once the API is
 * back. Thrown as a Response, so every loader and action that lets it pass yields that 503; edit
 * actions catch it to keep what the user typed (see editing.ts).
 */
export function unavailableResponse(kept?: KeptInput): Response {
  // With a form's input, the body is data for the error page (see ~/lib/kept-input).
  if (kept) return Response.json({ message: t("errors.unavailableDescription"), kept }, { status: 503, statusText: "Service Unavailable", headers: { "Retry-After": "30" } });
  return new Response(t("errors.unavailableDescription"), {
    status: 503,
    statusText: "Service Unavailable",
    headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "30" },
  });
}

export function isUnavailable(error: unknown): error is Response {
  return error instanceof Response && error.status === 503;
}

const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

const errorBodySchema = z.object({
  errors: z.array(z.object({ message: z.string(), extensions: z.object({ code: z.string() }).passthrough() })).min(1),
});

// Schemas are module constants, so each envelope is built once rather than on every call.
const envelopes = new WeakMap<z.ZodTypeAny, z.ZodTypeAny>();
function dataEnvelope<T extends z.ZodTypeAny>(schema: T): z.ZodObject<{ data: T }> {
  let envelope = envelopes.get(schema);
  if (!envelope) envelopes.set(schema, (envelope = z.object({ data: schema })));
  return envelope as z.ZodObject<{ data: T }>;
}

export interface UpstreamOptions {
  transport: Transport;
  /** origin of the API, e.g. http://internal or https://api.example.org */
  baseUrl: string;
  accessToken?: string;
  /** end user's address, forwarded so the API can rate-limit per IP */
  clientIp?: string;
  requestId?: string;
  userAgent?: string;
  /** the user's newest change (decision 0521): sent with each call, raised by write answers */
  changes?: ChangeTracker;
}

export class UpstreamClient {
  constructor(private readonly options: UpstreamOptions) {}

  /** The same client, acting with another access token (after a refresh or sign-in). */
  withToken(accessToken: string | undefined): UpstreamClient {
    return new UpstreamClient({ ...this.options, accessToken });
  }

  get authenticated(): boolean {
    return Boolean(this.options.accessToken);
  }

  private request<T extends z.ZodTypeAny>(
    method: string,
    path: string,
    schema: T | null,
    body?: unknown,
    query?: URLSearchParams,
  ): Promise<z.infer<T>> {
    return this.send(method, path, schema === null ? null : dataEnvelope(schema), body, query).then((r) =>
      schema === null ? (undefined as z.infer<T>) : (r as { data: z.infer<T> }).data,
    );
  }

  /** For the few answers outside the `{data}` envelope. */
  private requestRaw<T extends z.ZodTypeAny>(method: string, path: string, schema: T, body?: unknown, query?: URLSearchParams): Promise<z.infer<T>> {
    return this.send(method, path, schema, body, query);
  }

  /** One HTTP exchange with the API, with the caller's token and forwarded client details. */
  private fetchRaw(
    method: string,
    path: string,
    body?: unknown,
    query?: URLSearchParams,
    raw?: { body: ReadableStream<Uint8Array>; contentType: string; contentLength: string },
    extraHeaders?: Record<string, string>,
  ): Promise<Response> {
    const headers = new Headers({ Accept: "application/json", ...extraHeaders });
    if (body !== undefined) headers.set("Content-Type", "application/json");
    if (raw) {
      headers.set("Content-Type", raw.contentType);
      headers.set("Content-Length", raw.contentLength);
    }
    if (this.options.accessToken) headers.set("Authorization", `Bearer ${this.options.accessToken}`);
    if (this.options.clientIp) headers.set("X-Forwarded-For", this.options.clientIp);
    if (this.options.requestId) headers.set("X-Request-Id", this.options.requestId);
    if (this.options.userAgent) headers.set("User-Agent", this.options.userAgent);
    addChangeSeq(headers, this.options.changes);
    const url = new URL(`/api/${path.replace(/^\//, "")}`, this.options.baseUrl);
    if (query) url.search = query.toString();
    const answer = this.options.transport(
      new Request(url, {
        method,
        headers,
        body: raw ? raw.body : body === undefined ? undefined : JSON.stringify(body),
        // A streamed body (uploads) is passed on without buffering.
        ...(raw ? { duplex: "half" } : {}),
      } as RequestInit),
    );
    return answer.then(
      (response) => {
        // Only writes' answers name a change.
        if (method !== "GET") noteChangeSeq(response, this.options.changes);
        if (!UNAVAILABLE_STATUSES.has(response.status)) return response;
        void response.body?.cancel();
        throw unavailableResponse();
      },
      () => {
        // A refused connection, a reset, a DNS failure: the API is not there.
        throw unavailableResponse();
      },
    );
  }

  /**
   * A streamed answer (files); the caller passes the body on without reading it whole.
   * `ifNoneMatch` is the browser's validator: a 304 comes back as it is.
   */
  async stream(path: string, query?: URLSearchParams, ifNoneMatch?: string | null): Promise<Response> {
    const response = await this.fetchRaw("GET", path, undefined, query, undefined, ifNoneMatch ? { "If-None-Match": ifNoneMatch } : undefined);
    if (!response.ok && response.status !== 304) throw await toUpstreamError(response);
    return response;
  }

  private async send<T extends z.ZodTypeAny>(
    method: string,
    path: string,
    schema: T | null,
    body?: unknown,
    query?: URLSearchParams,
  ): Promise<z.infer<T>> {
    const response = await this.fetchRaw(method, path, body, query);
    if (!response.ok) throw await toUpstreamError(response);
    if (schema === null || response.status === 204) {
      await response.body?.cancel();
      return undefined as z.infer<T>;
    }
    const text = answerTextOf(response);
    const parsed = text === undefined ? schema.safeParse(await response.json()) : parsedAnswers.parse(schema, text);
    if (!parsed.success) {
      throw new UpstreamError(502, "UNKNOWN", `Unexpected answer from ${method} ${path}: ${parsed.error.message}`);
    }
    return parsed.data as z.infer<T>;
  }

  /**
   * Calls one endpoint of the contract's table (#contract/endpoints) and answers what its entry
   * says. In-process the API's own answer object arrives as it is (frozen, not validated again:
   * the API made it from the same schemas); over HTTP the JSON is parsed and validated.
   */
  async call<N extends EndpointName>(name: N, ...[input]: CallArgs<Endpoints[N]>): Promise<CallAnswer<Endpoints[N]>> {
    const entry: Endpoint = ENDPOINTS[name];
    const given = (input ?? {}) as { params?: Record<string, string | number>; query?: Record<string, unknown> | URLSearchParams; body?: unknown; upload?: Upload; ifNoneMatch?: string | null };
    const path = fillPath(entry.path, given.params);
    const query = given.query instanceof URLSearchParams ? given.query : given.query ? toQuery(given.query as Record<string, string | number | boolean | undefined>) : undefined;
    const headers = given.ifNoneMatch ? { "If-None-Match": given.ifNoneMatch } : undefined;
    const response = await this.fetchRaw(entry.method, path, given.body, query, given.upload, headers);
    if (!response.ok && !(entry.envelope === "stream" && response.status === 304)) throw await toUpstreamError(response);
    return (await answerOf(entry, response)) as CallAnswer<Endpoints[N]>;
  }

  // --- Document review (issue 11) ---
  /** PATCH files/{id}: the metadata of an uploaded document for review (creates the draft first time). */
  saveReviewMetadata(fileId: string, payload: ReviewMetadata) {
    return this.request("PATCH", `files/${encodeURIComponent(fileId)}`, reviewDocumentDetailSchema, payload);
  }

  // --- Files (spec §7 GET assets/{id}) ---
  asset(id: string, query: URLSearchParams, ifNoneMatch?: string | null): Promise<Response> {
    return this.stream(`assets/${encodeURIComponent(id)}`, query, ifNoneMatch);
  }

  // --- Described collections (issue 12): one generic client for every items/{collection} ---
  /** items/{collection} of a described collection (server/api/collections/registry.ts). */
  items(collection: string) {
    const base = `items/${collection}`;
    return {
      list: (query: Record<string, string | number | undefined> = {}) => this.request("GET", base, z.array(collectionItemSchema), undefined, toQuery(query)),
      one: (id: number) => this.request("GET", `${base}/${id}`, collectionItemSchema),
      create: (payload: Record<string, unknown>) => this.request("POST", base, collectionItemSchema, payload),
      update: (id: number, payload: Record<string, unknown>) => this.request("PATCH", `${base}/${id}`, collectionItemSchema, payload),
      remove: (id: number) => this.request("DELETE", `${base}/${id}`, null),
      /** Several entries in one transaction, in the order given: all of them or none. */
      removeAll: (ids: readonly number[]) => this.request("DELETE", base, null, ids),
      sort: (item: number, to: number) => this.request("POST", `utils/sort/${collection}`, null, { item, to }),
      disable: (item: number) => this.request("POST", `${base}_disabled_company`, null, { item }),
      enable: (item: number) => this.request("DELETE", `${base}_disabled_company/${item}`, null),
    };
  }
  /**
   * Spec §7's own opt-out record of a shared entry, where a collection has one
   * (`POST items/disabled_job_benefits_company {job_benefits_id, company_id}`, `DELETE …/{id}`).
   */
  optOutRecord(optOut: { collection: string; itemField: string }, companyId: number) {
    return {
      disable: (item: number) => this.request("POST", `items/${optOut.collection}`, null, { [optOut.itemField]: item, company_id: companyId }),
      enable: (item: number) => this.request("DELETE", `items/${optOut.collection}/${item}`, null),
    };
  }
  /** A page's element links (page builder, issue 13): list, link, sort, unlink. */
  pageContent() {
    const link = z.object({ id: z.number().int(), page: z.number().int(), collection: z.string(), item: z.number().int(), sort: z.number().int() });
    return {
      list: (page: number) => this.request("GET", "items/trading_partner_pages_content", z.array(link), undefined, toQuery({ "filter[page][_eq]": page })),
      // Spec §7: linking is a PATCH of the page with a content create.
      link: (page: number, collection: string, item: number) => this.request("PATCH", `items/trading_partner_pages/${page}`, z.object({ id: z.number().int() }).passthrough(), { content: { create: [{ collection, item }] } }),
      sort: (item: number, to: number) => this.request("POST", "utils/sort/trading_partner_pages_content", null, { item, to }),
      unlink: (id: number) => this.request("DELETE", `items/trading_partner_pages_content/${id}`, null),
    };
  }
  /** The public navigation of the site at a domain (page builder preview). */
  siteNavigation(domain: string) {
    type Entry = { id: number; title: string; navigationTitle: string | null; slug: string | null; external_link: string | null; children: Entry[] };
    const entry: z.ZodType<Entry> = z.lazy(() => z.object({ id: z.number().int(), title: z.string(), navigationTitle: z.string().nullable(), slug: z.string().nullable(), external_link: z.string().nullable(), children: z.array(entry) }));
    return this.requestRaw("GET", "trading-partner/all-pages", z.object({ navigation: z.array(entry) }), undefined, toQuery({ domain, lang: "de" }));
  }
  /** The icon folder's files (spec §7 "GET files filtered by an icon folder"). */
  icons() {
    return this.request("GET", "files", z.array(z.object({ id: z.string(), filename_download: z.string(), title: z.string().nullable() })), undefined, toQuery({ "filter[folder][_eq]": "icons" }));
  }
  /** The company's addresses a described "address" field chooses from. */
  addressChoices() {
    return this.request(
      "GET",
      "extranet/address-choices",
      z.array(z.object({ id: z.number().int(), address_type: z.enum(ADDRESS_TYPES), label: z.string(), street: z.string().nullable(), zip: z.string().nullable(), city: z.string().nullable(), country: z.string() })),
    );
  }
  /** An image junction (gallery) of a described collection: sort and delete rows. */
  junction(junction: string) {
    return {
      sort: (item: number, to: number) => this.request("POST", `utils/sort/${junction}`, null, { item, to }),
      remove: (id: number) => this.request("DELETE", `items/${junction}/${id}`, null),
    };
  }
  /** The company's website settings record (spec §7: first record used; none before the first save). */
  websiteSettings() {
    const schema = websiteSettingsSchema();
    return {
      get: async () => (await this.request("GET", "items/trading_partner_website_settings", z.array(schema)))[0] ?? null,
      create: (payload: Record<string, unknown>) => this.request("POST", "items/trading_partner_website_settings", schema, payload),
      update: (id: number, payload: Record<string, unknown>) => this.request("PATCH", `items/trading_partner_website_settings/${id}`, schema, payload),
    };
  }
  /** POST files: the browser's multipart body streamed through unchanged. */
  uploadFile(body: ReadableStream<Uint8Array>, contentType: string, contentLength: string) {
    return this.requestStreamed("POST", "files", fileSchema, { body, contentType, contentLength });
  }
  deleteFile(id: string) {
    return this.request("DELETE", `files/${encodeURIComponent(id)}`, null);
  }

  /** Sends a streamed request body (uploads) and parses the `{data}` answer. */
  private async requestStreamed<T extends z.ZodTypeAny>(
    method: string,
    path: string,
    schema: T,
    raw: { body: ReadableStream<Uint8Array>; contentType: string; contentLength: string },
  ): Promise<z.infer<T>> {
    const response = await this.fetchRaw(method, path, undefined, undefined, raw);
    if (!response.ok) throw await toUpstreamError(response);
    const parsed = dataEnvelope(schema).safeParse(await response.json());
    if (!parsed.success) throw new UpstreamError(502, "UNKNOWN", `Unexpected answer from ${method} ${path}`);
    return parsed.data.data as z.infer<T>;
  }

}

type Upload = { body: ReadableStream<Uint8Array>; contentType: string; contentLength: string };

/** The answer of `entry` in `response` (a successful one). */
async function answerOf(entry: Endpoint, response: Response): Promise<unknown> {
  switch (entry.envelope) {
    case "stream":
      return response;
    case "empty":
      await response.body?.cancel();
      return undefined;
    case "text":
      return response.text();
  }
  const handed = answerObjectOf(response);
  if (handed) {
    void response.body?.cancel();
    const body = deepFreeze(handed.value) as { data?: unknown };
    return entry.envelope === "data" ? body.data : body;
  }
  const schema = entry.envelope === "data" ? dataEnvelope(entry.answer!) : entry.answer!;
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new UpstreamError(502, "UNKNOWN", `Unexpected answer from ${entry.method} ${entry.path}: ${parsed.error.message}`);
  return entry.envelope === "data" ? (parsed.data as { data: unknown }).data : parsed.data;
}

/**
 * The client is built by the Express server's bundle and used by route code in the Remix bundle,
 * so each bundle has its own copy of the class: check by name, never with instanceof.
 */
export function isUpstreamError(error: unknown): error is UpstreamError {
  return error instanceof Error && error.name === "UpstreamError" && "status" in error && "code" in error;
}

/** Query parameters of a list call; undefined values are left out. */
/** An item of a described collection as items/{collection} answers it (collections/service.ts Item). */
const collectionItemSchema = z
  .object({
    id: z.number().int(),
    sort: z.number().int(),
    version: z.number().int(),
    access: z.enum(["edit", "read"]),
    disabled: z.boolean(),
    image: z.object({ id: z.string(), filename_download: z.string() }).nullable(),
    translations: z.array(z.object({ id: z.number().int(), languages_code: z.string(), status: z.enum(CONTENT_STATUSES) }).passthrough()),
    images: z.array(z.object({ id: z.number().int(), sort: z.number().int(), file: z.object({ id: z.string(), filename_download: z.string() }) })),
  })
  .passthrough();
export type CollectionItem = z.infer<typeof collectionItemSchema>;

/**
 * items/trading_partner_website_settings (website-settings/service.ts WebsiteSettings). Built on
 * first use: a module-level zod schema here would be kept in every route's browser bundle.
 */
const websiteSettingsSchema = () =>
  z
    .object({
      id: z.number().int(),
      version: z.number().int(),
      logo: z.object({ id: z.string(), filename_download: z.string() }).nullable(),
      addresses: z.array(z.object({ id: z.number().int(), address_type: z.enum(ADDRESS_TYPES), label: z.string() })),
    })
    .passthrough();
export type WebsiteSettingsRecord = z.infer<ReturnType<typeof websiteSettingsSchema>>;

function toQuery(values: Record<string, string | number | boolean | undefined>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== "") query.set(key, String(value));
  return query;
}

async function toUpstreamError(response: Response): Promise<UpstreamError> {
  const text = await response.text();
  try {
    const body = errorBodySchema.parse(JSON.parse(text));
    const first = body.errors[0]!;
    return new UpstreamError(response.status, first.extensions.code as ErrorCode, first.message);
  } catch {
    return new UpstreamError(response.status, "UNKNOWN", text.slice(0, 200) || response.statusText);
  }
}
