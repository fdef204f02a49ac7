/**
 * The portal's client of the Directus-shaped API (spec §7): one typed method per call.
 * It speaks HTTP to UPSTREAM_URL, or calls the embedded Hono app in-process through the same
 * `fetch(Request)` interface, so both modes run the same code.
 */
import { z } from "zod";
import { answerTextOf } from "../../server/api/cache/answer-text";
import { createParsedAnswers } from "./parsed-answers";
import { ADDRESS_TYPES, CONTENT_STATUSES } from "#contract/values";
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
  fileSchema,
  lookupSchema,
  type AddressCreatePayload,
  type AddressPayload,
  type CompanyPatchPayload,
  type ContactPayload,
  editableClusterSchema,
  permissionClusterSchema,
  type PermissionClusterPayload,
  type FeedbackStatus,
  type LookupCollection,
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
  notificationsSchema,
  searchIndexSchema,
  reviewDocumentDetailSchema,
  reviewListSchema,
  type ReviewMetadata,
  type ReviewTransitionPayload,
  type CalendarQuery,
  type DocumentQuery,
  type BrandQuery,
  type NewsQuery,
  type PreferencesPayload,
  type RegistrationPatch,
  type RegistrationPayload,
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
  dashboardSchema,
  type DashboardWidget,
  productGroupSchema,
  samContactSchema,
  supplierBrandListSchema,
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
  /** Without a query every brand; with `page`/`limit` one page (see brandQuerySchema). */
  brands(query: BrandQuery = {}) {
    return this.request("GET", "extranet/brand", brandListSchema, undefined, toQuery(query));
  }
  brand(id: string) {
    return this.request("GET", `extranet/brand/${encodeURIComponent(id)}`, brandSchema);
  }
  // --- Supplier (issue 11): own brands with product groups, trading partners, association contacts ---
  supplierBrands() {
    return this.request("GET", "extranet/brand", supplierBrandListSchema);
  }
  supplierBrand(id: number) {
    return this.request("GET", `extranet/brand/${id}`, supplierBrandSchema);
  }
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
  documentFile(id: string, query: URLSearchParams, ifNoneMatch?: string | null): Promise<Response> {
    return this.stream(`extranet/documents/${encodeURIComponent(id)}`, query, ifNoneMatch);
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
  /** PATCH files/{id}: the metadata of an uploaded document for review (creates the draft first time). */
  saveReviewMetadata(fileId: string, payload: ReviewMetadata) {
    return this.request("PATCH", `files/${encodeURIComponent(fileId)}`, reviewDocumentDetailSchema, payload);
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

  // --- Shell (issue 4): header search index, notifications ---
  searchIndex() {
    return this.request("GET", "extranet/search-index", searchIndexSchema);
  }
  notifications() {
    return this.request("GET", "extranet/notifications", notificationsSchema);
  }
  dashboard(widgets: readonly DashboardWidget[]) {
    return this.request("GET", "extranet/dashboard", dashboardSchema, undefined, new URLSearchParams({ widgets: widgets.join(",") }));
  }

  // --- Files (spec §7 GET assets/{id}) ---
  asset(id: string, query: URLSearchParams, ifNoneMatch?: string | null): Promise<Response> {
    return this.stream(`assets/${encodeURIComponent(id)}`, query, ifNoneMatch);
  }

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
  activity(collection: string, item: number) {
    return this.request("GET", `activity?collection=${collection}&item=${item}`, z.array(activityEntrySchema));
  }
  /** POST files: the browser's multipart body streamed through unchanged. */
  uploadFile(body: ReadableStream<Uint8Array>, contentType: string, contentLength: string) {
    return this.requestStreamed("POST", "files", fileSchema, { body, contentType, contentLength });
  }
  deleteFile(id: string) {
    return this.request("DELETE", `files/${encodeURIComponent(id)}`, null);
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
  createAddress(payload: AddressCreatePayload) {
    return this.request("POST", "extranet/address", addressSchema, payload);
  }
  deleteAddress(id: number) {
    return this.request("DELETE", `extranet/address/${id}`, null);
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
