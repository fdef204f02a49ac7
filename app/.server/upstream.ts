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
import { t } from "~/i18n";
import type { KeptInput } from "~/lib/kept-input";
import { addChangeSeq, noteChangeSeq, type ChangeTracker } from "./change-seq";
import { zrPermissionsResponseSchema, type ZrPermissionEntry } from "#contract/zr";
import { awardRoundSchema, awardSubmissionSchema, awardWinnerSchema, type AwardRound, type AwardSubmission, type AwardSubmissionCreate, type AwardSubmissionPatch, type AwardWinner } from "#contract/awards";
import { instructionSchema, instructionSummarySchema, type Instruction, type InstructionSummary } from "#contract/instructions";
import {
  accountSchema,
  auditEntrySchema,
  impersonateResultSchema,
  permissionItemSchema,
  sessionInfoSchema,
  TERMS_VERSION,
  activityEntrySchema,
  addressSchema,
  companySchema,
  contactSchema,
  customerFeedbackSchema,
  customerSatisfactionSchema,
  definitionValueSchema,
  lookupSchema,
  type AddressPayload,
  type CompanyPatchPayload,
  type ContactPayload,
  editableClusterSchema,
  permissionClusterSchema,
  type PermissionClusterPayload,
  type FeedbackStatus,
  type LookupCollection,
  reviewDocumentDetailSchema,
  reviewListSchema,
  type ReviewTransitionPayload,
  type PreferencesPayload,
  tokenPairSchema,
  type Account,
  type AccountCreatePayload,
  type AccountPatchPayload,
  type AuditEntry,
  type ImpersonateResult,
  type PagePermission,
  type ProfilePatchPayload,
  type SessionInfo,
  userSchema,
  type ErrorCode,
  type TokenPair,
  type User,
  productGroupSchema,
  samContactSchema,
  supplierBrandSchema,
  tradingPartnerProfileSchema,
  tradingPartnerSchema,
  type BrandPatch,
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
  // --- Supplier (issue 11): own brands with product groups, trading partners, association contacts ---
  productGroups() {
    return this.request("GET", `items/product_groups?${toQuery({ "filter[status][_eq]": "published", sort: "breadcrumbs", limit: -1 })}`, z.array(productGroupSchema));
  }
  updateBrandProductGroups(id: number, payload: BrandPatch) {
    return this.request("PATCH", `extranet/brand/${id}`, supplierBrandSchema, payload);
  }
  tradingPartners(brandId?: number) {
    return this.request("GET", brandId ? `extranet/trading-partners-by-brand/${brandId}` : "extranet/trading-partners", z.array(tradingPartnerSchema));
  }
  tradingPartner(id: number) {
    return this.request("GET", `extranet/trading-partners/${id}`, tradingPartnerProfileSchema);
  }
  samContacts() {
    return this.request("GET", "extranet/sam-contacts", z.array(samContactSchema));
  }
  /** PATCH users/me with favorite_brands and/or portal_settings keys (users/preferences.ts). */
  updatePreferences(payload: PreferencesPayload): Promise<void> {
    return this.request("PATCH", "users/me", null, payload);
  }
  // --- Document review (issue 11) ---
  reviewDocuments(query: { status?: string; brand?: number; document_type?: number }) {
    return this.request("GET", "extranet/review-documents", reviewListSchema, undefined, toQuery(query));
  }
  reviewDocument(id: number) {
    return this.request("GET", `extranet/review-documents/${id}/details`, reviewDocumentDetailSchema);
  }
  /** A review document's file (spec §3 link parameters incl. reviewDocument), streamed. */
  reviewDocumentFile(id: string, query: URLSearchParams, ifNoneMatch?: string | null): Promise<Response> {
    query.set("reviewDocument", "true");
    return this.stream(`extranet/review-documents/${encodeURIComponent(id)}`, query, ifNoneMatch);
  }
  reviewStep(brandId: number, id: number, payload: ReviewTransitionPayload) {
    return this.request("PATCH", `extranet/brand-documents/${brandId}/document/${id}`, reviewDocumentDetailSchema, payload);
  }
  deleteReviewDocument(brandId: number, id: number) {
    return this.request("DELETE", `extranet/brand-documents/${brandId}/document/${id}`, null);
  }
  commentReviewDocument(id: number, comment: string) {
    return this.request("POST", "activity/comment", reviewDocumentDetailSchema, { collection: "documents", item: id, comment });
  }

  // --- Shell (issue 4): header search index, notifications ---

  // --- Wohnsinnspreis (decision 0920; the API scopes entries to the caller's company) ---
  awardRounds(): Promise<AwardRound[]> {
    return this.request("GET", "items/award_rounds", z.array(awardRoundSchema));
  }
  awardWinners(): Promise<AwardWinner[]> {
    return this.request("GET", "items/award_winners", z.array(awardWinnerSchema));
  }
  awardSubmissions(): Promise<AwardSubmission[]> {
    return this.request("GET", "items/award_submissions", z.array(awardSubmissionSchema));
  }
  awardSubmission(id: number): Promise<AwardSubmission> {
    return this.request("GET", `items/award_submissions/${id}`, awardSubmissionSchema);
  }
  createAwardSubmission(payload: AwardSubmissionCreate): Promise<AwardSubmission> {
    return this.request("POST", "items/award_submissions", awardSubmissionSchema, payload);
  }
  updateAwardSubmission(id: number, payload: AwardSubmissionPatch): Promise<AwardSubmission> {
    return this.request("PATCH", `items/award_submissions/${id}`, awardSubmissionSchema, payload);
  }
  deleteAwardSubmission(id: number): Promise<void> {
    return this.request("DELETE", `items/award_submissions/${id}`, null);
  }

  // --- Help (spec §7 items/instruction; the API answers published ones only) ---
  instructions(): Promise<InstructionSummary[]> {
    return this.request("GET", "items/instruction", z.array(instructionSummarySchema));
  }
  instruction(id: number): Promise<Instruction> {
    return this.request("GET", `items/instruction/${id}`, instructionSchema);
  }

  /** Spec §7 "ZR client": answered at the top level as success and permissions, not in `{data}`. */
  async zrClientPermissions(): Promise<ZrPermissionEntry[]> {
    const answer = await this.requestRaw("POST", "extranet/check/zrclient-permissions", zrPermissionsResponseSchema, {});
    return answer.success ? answer.permissions : [];
  }

  /** Not in the `{data}` envelope: Directus answers impersonation at the top level. */
  async impersonate(id: string): Promise<ImpersonateResult> {
    return this.requestRaw("POST", "extranet/auth/impersonate", impersonateResultSchema, { id });
  }

  // --- Accounts (spec §7) ---
  requestPasswordReset(email: string, resetUrl: string): Promise<void> {
    return this.request("POST", "auth/password/request", null, { email, reset_url: resetUrl });
  }
  resetPassword(token: string, password: string): Promise<void> {
    return this.request("POST", "auth/password/reset", null, { token, password });
  }
  changePassword(currentPassword: string, password: string): Promise<void> {
    return this.request("POST", "extranet/users/me/password", null, { current_password: currentPassword, password });
  }
  updateProfile(payload: ProfilePatchPayload): Promise<void> {
    return this.request("PATCH", "users/me", null, payload);
  }
  acceptTerms(): Promise<void> {
    return this.request("POST", "extranet/users/me/accept-terms", null, { version: TERMS_VERSION });
  }
  sessions(): Promise<SessionInfo[]> {
    return this.request("GET", "extranet/users/me/sessions", z.array(sessionInfoSchema));
  }
  revokeAllSessions(): Promise<void> {
    return this.request("POST", "extranet/users/me/sessions/revoke-all", null, {});
  }
  accounts(search?: string): Promise<Account[]> {
    const query = search ? `?${new URLSearchParams({ search }).toString()}` : "";
    return this.request("GET", `extranet/accounts${query}`, z.array(accountSchema));
  }
  account(id: string): Promise<Account> {
    return this.request("GET", `extranet/accounts/${encodeURIComponent(id)}`, accountSchema);
  }
  createAccount(payload: AccountCreatePayload): Promise<Account> {
    return this.request("POST", "extranet/accounts", accountSchema, payload);
  }
  updateAccount(id: string, payload: AccountPatchPayload): Promise<Account> {
    return this.request("PATCH", `extranet/accounts/${encodeURIComponent(id)}`, accountSchema, payload);
  }
  async grantablePermissions(): Promise<PagePermission[]> {
    const items = await this.request("GET", "extranet/all-portal-permissions", z.array(permissionItemSchema));
    return items.map((i) => i.identifier);
  }
  auditLog(): Promise<AuditEntry[]> {
    return this.request("GET", "extranet/audit-log", z.array(auditEntrySchema));
  }

  // --- Master data (spec §7) ---
  company(id: number) {
    return this.request("GET", `extranet/company/${id}`, companySchema);
  }
  updateCompany(id: number, payload: CompanyPatchPayload) {
    return this.request("PATCH", `items/company/${id}`, companySchema, payload);
  }
  editablePermissionClusters() {
    return this.request("GET", "extranet/editable-permission-clusters", z.array(editableClusterSchema));
  }
  permissionClusters() {
    return this.request("GET", "items/permission_cluster?sort=name", z.array(permissionClusterSchema));
  }
  permissionCluster(id: number) {
    return this.request("GET", `items/permission_cluster/${id}`, permissionClusterSchema);
  }
  createPermissionCluster(payload: PermissionClusterPayload) {
    return this.request("POST", "items/permission_cluster", permissionClusterSchema, payload);
  }
  updatePermissionCluster(id: number, payload: PermissionClusterPayload) {
    return this.request("PATCH", `items/permission_cluster/${id}`, permissionClusterSchema, payload);
  }
  lookups(collection: LookupCollection) {
    return this.request("GET", `items/${collection}?sort=name`, z.array(lookupSchema));
  }
  /** the brands a contact of the own company can be responsible for */
  contactBrands() {
    return this.request("GET", "extranet/contact-brands", z.array(z.object({ id: z.number().int(), name: z.string() })));
  }
  contacts() {
    return this.request("GET", "items/contact?sort=sort", z.array(contactSchema));
  }
  contact(id: number) {
    return this.request("GET", `items/contact/${id}`, contactSchema);
  }
  createContact(payload: ContactPayload) {
    return this.request("POST", "items/contact", contactSchema, payload);
  }
  updateContact(id: number, payload: ContactPayload) {
    return this.request("PATCH", `items/contact/${id}`, contactSchema, payload);
  }
  sortContacts(item: number, to: number) {
    return this.request("POST", "utils/sort/contact", null, { item, to });
  }
  definitionValues() {
    return this.request(
      "GET",
      "items/definition_value?limit=-1",
      z.array(definitionValueSchema),
    );
  }
  activity(collection: string, item: number) {
    return this.request("GET", `activity?collection=${collection}&item=${item}`, z.array(activityEntrySchema));
  }
  addresses() {
    return this.request("GET", "extranet/address", z.array(addressSchema));
  }
  address(id: number) {
    return this.request("GET", `extranet/address/${id}`, addressSchema);
  }
  updateAddress(id: number, payload: AddressPayload) {
    return this.request("PATCH", `extranet/address/${id}`, addressSchema, payload);
  }
  customerSatisfaction() {
    return this.request("GET", "extranet/customer-satisfaction", customerSatisfactionSchema);
  }
  customerFeedback() {
    return this.request("GET", "items/customer_feedback?sort=-date", z.array(customerFeedbackSchema));
  }
  setFeedbackStatus(id: number, status: FeedbackStatus) {
    return this.request("PATCH", `items/customer_feedback/${id}`, customerFeedbackSchema, { status });
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
    return new UpstreamError(response.status, first.extensions.code as ErrorCode, first.message);
  } catch {
    return new UpstreamError(response.status, "UNKNOWN", text.slice(0, 200) || response.statusText);
  }
}
