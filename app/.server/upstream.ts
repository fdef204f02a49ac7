/**
 * The portal's client of the Directus-shaped API (spec §7): one typed method per call.
 * It speaks HTTP to UPSTREAM_URL, or calls the embedded Hono app in-process through the same
 * `fetch(Request)` interface, so both modes run the same code.
 */
import { z } from "zod";
import {
  brandListSchema,
  brandSchema,
  calendarEventSchema,
  calendarListSchema,
  calendarRegistrationSchema,
  deliveryConditionsSchema,
  documentListSchema,
  documentSchema,
  newsListSchema,
  newsSchema,
  partnerServiceSchema,
  registrationContactSchema,
  samTagSchema,
  type CalendarQuery,
  type DocumentQuery,
  type NewsQuery,
  type PreferencesPayload,
  type RegistrationPatch,
  type RegistrationPayload,
  tokenPairSchema,
  userSchema,
  type ErrorCode,
  type TokenPair,
  type User,
} from "../../server/api/contract";

export type Transport = (request: Request) => Promise<Response>;

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

const errorBodySchema = z.object({
  errors: z.array(z.object({ message: z.string(), extensions: z.object({ code: z.string() }).passthrough() })).min(1),
});

function dataEnvelope<T extends z.ZodTypeAny>(schema: T) {
  return z.object({ data: schema });
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

  private send(method: string, path: string, body?: unknown, query?: URLSearchParams): Promise<Response> {
    const headers = new Headers({ Accept: "application/json" });
    if (body !== undefined) headers.set("Content-Type", "application/json");
    if (this.options.accessToken) headers.set("Authorization", `Bearer ${this.options.accessToken}`);
    if (this.options.clientIp) headers.set("X-Forwarded-For", this.options.clientIp);
    if (this.options.requestId) headers.set("X-Request-Id", this.options.requestId);
    if (this.options.userAgent) headers.set("User-Agent", this.options.userAgent);
    const url = new URL(`/api/${path.replace(/^\//, "")}`, this.options.baseUrl);
    if (query) url.search = query.toString();
    return this.options.transport(
      new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
    );
  }

  /** A streamed answer (files); the caller passes the body on without reading it whole. */
  async stream(path: string, query?: URLSearchParams): Promise<Response> {
    const response = await this.send("GET", path, undefined, query);
    if (!response.ok) throw await toUpstreamError(response);
    return response;
  }

  private async request<T extends z.ZodTypeAny>(
    method: string,
    path: string,
    schema: T | null,
    body?: unknown,
    query?: URLSearchParams,
  ): Promise<z.infer<T>> {
    const response = await this.send(method, path, body, query);
    if (!response.ok) throw await toUpstreamError(response);
    if (schema === null || response.status === 204) {
      await response.body?.cancel();
      return undefined as z.infer<T>;
    }
    const parsed = dataEnvelope(schema).safeParse(await response.json());
    if (!parsed.success) {
      throw new UpstreamError(502, "UNKNOWN", `Unexpected answer from ${method} ${path}: ${parsed.error.message}`);
    }
    return parsed.data.data as z.infer<T>;
  }

  // --- Session (spec §7) ---
  login(email: string, password: string): Promise<TokenPair> {
    return this.request("POST", "auth/login", tokenPairSchema, { email, password, mode: "json" });
  }
  refresh(refreshToken: string): Promise<TokenPair> {
    return this.request("POST", "auth/refresh", tokenPairSchema, { refresh_token: refreshToken, mode: "json" });
  }
  logout(refreshToken: string): Promise<void> {
    return this.request("POST", "auth/logout", null, { refresh_token: refreshToken });
  }
  me(): Promise<User> {
    return this.request("GET", "extranet/users/me", userSchema);
  }

  // --- Content (spec §7 "Brands, documents, news, calendar, services") ---
  brands() {
    return this.request("GET", "extranet/brand", brandListSchema);
  }
  brand(id: string) {
    return this.request("GET", `extranet/brand/${encodeURIComponent(id)}`, brandSchema);
  }
  deliveryConditions(brandId: string) {
    return this.request("GET", `extranet/get-delivery-conditions/${encodeURIComponent(brandId)}`, deliveryConditionsSchema);
  }
  documentsByBrand(brandId: string) {
    return this.request("GET", `extranet/documents-by-brand/${encodeURIComponent(brandId)}`, z.array(documentSchema));
  }
  newsByBrand(brandId: string) {
    return this.request("GET", `extranet/news-by-brand/${encodeURIComponent(brandId)}`, z.array(newsSchema));
  }
  /** PATCH users/me with favorite_brands and/or portal_settings keys (users/preferences.ts). */
  updatePreferences(payload: PreferencesPayload): Promise<void> {
    return this.request("PATCH", "users/me", null, payload);
  }
  news(query: NewsQuery) {
    return this.request("GET", "extranet/news", newsListSchema, undefined, toQuery(query));
  }
  newsItem(id: string) {
    return this.request("GET", `extranet/news/${encodeURIComponent(id)}`, newsSchema);
  }
  calendar(query: CalendarQuery) {
    return this.request("GET", "extranet/calendar", calendarListSchema, undefined, toQuery(query));
  }
  calendarEvent(id: string) {
    return this.request("GET", `extranet/calendar/${encodeURIComponent(id)}`, calendarEventSchema);
  }
  calendarContacts() {
    return this.request("GET", "extranet/calendar-contacts", z.array(registrationContactSchema));
  }
  calendarRegistrations(eventId: number) {
    const query = new URLSearchParams({ "filter[calendar_event][_eq]": String(eventId) });
    return this.request("GET", "items/calendar_registrations", z.array(calendarRegistrationSchema), undefined, query);
  }
  createCalendarRegistration(payload: RegistrationPayload) {
    return this.request("POST", "items/calendar_registrations", calendarRegistrationSchema, payload);
  }
  updateCalendarRegistration(id: number, patch: RegistrationPatch) {
    return this.request("PATCH", `items/calendar_registrations/${id}`, calendarRegistrationSchema, patch);
  }
  documents(query: DocumentQuery) {
    return this.request("GET", "extranet/documents", documentListSchema, undefined, toQuery(query));
  }
  document(id: string) {
    return this.request("GET", `extranet/document/${encodeURIComponent(id)}`, documentSchema);
  }
  /** The document's file, streamed (download, thumbnail, width, height). */
  documentFile(id: string, query: URLSearchParams): Promise<Response> {
    return this.stream(`extranet/documents/${encodeURIComponent(id)}`, query);
  }
  samTags() {
    return this.request("GET", "extranet/sam-tags", z.array(samTagSchema));
  }
  samTag(id: string) {
    return this.request("GET", `extranet/sam-tags/${encodeURIComponent(id)}`, samTagSchema.omit({ documents: true }).extend({ documents: z.array(documentSchema) }));
  }
  partnerServices() {
    return this.request("GET", "extranet/partner-service", z.array(partnerServiceSchema));
  }
  partnerService(id: string) {
    return this.request("GET", `extranet/partner-service/${encodeURIComponent(id)}`, partnerServiceSchema);
  }

  // --- Files (spec §7 GET assets/{id}) ---
  asset(id: string, query: URLSearchParams): Promise<Response> {
    return this.stream(`assets/${encodeURIComponent(id)}`, query);
  }
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
    return new UpstreamError(response.status, first.extensions.code as ErrorCode, first.message);
  } catch {
    return new UpstreamError(response.status, "UNKNOWN", text.slice(0, 200) || response.statusText);
  }
}
