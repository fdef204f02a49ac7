/**
 * The portal's client of the Directus-shaped API (spec §7): one function, `call`, typed by the
 * contract's endpoint table. It speaks HTTP to UPSTREAM_URL, or calls the embedded Hono app
 * in-process through the same `fetch(Request)` interface, so both modes run the same code.
 */
import { z } from "zod";
import { answerObjectOf, deepFreeze } from "#contract/answer";
import { fillPath, type CallAnswer, type CallArgs, type Endpoint } from "#contract/endpoint";
import { ENDPOINTS, type EndpointName, type Endpoints } from "#contract/endpoints/index";
import { READ_ONLY_SESSION_REASON } from "#contract/codes";
import { t } from "~/i18n";
import { registerSupportView } from "~/locales/de/support-view";
import type { KeptInput } from "~/lib/kept-input";
import { addChangeSeq, noteChangeSeq, type ChangeTracker } from "./change-seq";

import type { ErrorCode } from "#contract";

// The refusal of a write in the support view is read here, on the server (decision 0963).
registerSupportView();

export type Transport = (request: Request) => Promise<Response>;

export class UpstreamError extends Error {
  override name = "UpstreamError";
  constructor(
    readonly status: number,
    readonly code: ErrorCode | "UNKNOWN",
    message: string,
    /** `extensions.reason`, where the API names one (e.g. TFA_SETUP_REASON) */
    readonly reason?: string,
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

  /** One HTTP exchange with the API, with the caller's token and forwarded client details. */
  private exchange(method: string, path: string, body: unknown, query: URLSearchParams | undefined, raw: Upload | undefined, extraHeaders?: Record<string, string>): Promise<Response> {
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
    const response = await this.exchange(entry.method, path, given.body, query, given.upload, headers);
    if (!response.ok && !(entry.envelope === "stream" && response.status === 304)) {
      const error = await toUpstreamError(response);
      // A write in the association's read-only support view (decision 0963): the same 403 page from every screen.
      if (error.reason === READ_ONLY_SESSION_REASON) throw new Response(t("supportView.readOnly"), { status: 403 });
      throw error;
    }
    return (await answerOf(entry, response)) as CallAnswer<Endpoints[N]>;
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
    const reason = first.extensions.reason;
    return new UpstreamError(response.status, first.extensions.code as ErrorCode, first.message, typeof reason === "string" ? reason : undefined);
  } catch {
    return new UpstreamError(response.status, "UNKNOWN", text.slice(0, 200) || response.statusText);
  }
}
