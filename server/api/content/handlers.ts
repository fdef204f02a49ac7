/**
 * The content endpoints' work (contract/endpoints/content.ts); the mount has checked sign-in, the
 * access rule, the query and the body. Unknown and foreign ids answer FORBIDDEN.
 */
import type { z } from "zod";
import { queryOf } from "../items/compile";
import type { ApiContext } from "../deps";
import type { CONTENT_ENDPOINTS } from "../contract/endpoints/content";
import type { documentFileQuerySchema } from "../contract/items";
import { access } from "../contract/access";
import { fileResponse } from "../files/respond";
import { findReadableFile } from "../files/service";
import type { FileRow } from "../db/schema";
import { forbidden } from "../http/errors";
import { subjectOf } from "../auth/subject";
import type { Handlers } from "../http/mount";
import { loadScopedOrForbidden, parseId } from "../http/scope";
import { contentCaller, documentViewerOf } from "./caller";
import { findSupplierBrand, listProductGroups, supplierBrands } from "../supplier/products";
import { deliveryConditions, findBrand, listBrands } from "./brands";
import { createRegistration, findEvent, listEvents, listRegistrations, registrationContacts, updateRegistration } from "./calendar";
import { documentFileId, documentsByBrand, findDocument, findSamTag, listDocuments, listSamTags } from "./documents";
import { findNews, listNews, newsByBrand } from "./news";
import { findService, serviceBrands, serviceTree } from "./partner-services";
import { dashboard } from "./dashboard";
import { notifications, searchIndex } from "./shell";
import { NOTIFICATION_LIMIT } from "../contract/portal";
import { readyExports } from "../privacy/exports";
import { fullSearch } from "./search";
import { versionFileId } from "../review/versions";
import type { AuthContext } from "../auth/sessions";
import { userTypeOf } from "../contract/permissions";

/** A document's bytes as asked for by its query (documents and review documents). */
export function documentFileResponse(ctx: ApiContext, file: FileRow, query: z.infer<typeof documentFileQuerySchema>, ifNoneMatch?: string): Promise<Response> {
  const { thumbnail, reviewDocument: _review, ...rest } = query;
  return fileResponse(ctx, file, thumbnail !== undefined && !rest.width && !rest.height ? { ...rest, width: 400 } : rest, ifNoneMatch);
}

const isSupplier = (auth: AuthContext) => subjectOf(auth).userType === "LF";
const viewer = (auth: AuthContext) => documentViewerOf(contentCaller(auth));
/** The calendar's reader: the company and what the events' audience condition reads (content/event-audience.ts). */
const calendarReader = (auth: AuthContext) => ({ companyId: auth.company.id, userType: userTypeOf(auth.company.relation), permissions: auth.permissions });
const registrant = (auth: AuthContext) => ({ ...calendarReader(auth), companyName: auth.company.name, userId: auth.user.id, language: auth.user.language });

export function contentHandlers(ctx: ApiContext): Handlers<typeof CONTENT_ENDPOINTS> {
  const db = ctx.db.db;
  const byId = <T>(raw: string | undefined, load: (id: number) => Promise<T | undefined>) => loadScopedOrForbidden(raw ?? "", parseId.integer, load);
  return {
    brandList: async ({ auth, query }) => {
      if (!isSupplier(auth)) return listBrands(db, auth.user.favoriteBrands, query);
      // a supplier's own brands are few: always the whole list
      const [own, groups] = await Promise.all([supplierBrands(db, auth.company.id), listProductGroups(db)]);
      return { brands: own, product_groups: groups, total: own.length, page: 1, limit: Math.max(own.length, 1) };
    },
    brand: ({ auth, params }) =>
      byId(params.id, (id) => (isSupplier(auth) ? findSupplierBrand(db, auth.company.id, id) : findBrand(db, id, auth.user.favoriteBrands))),
    deliveryConditions: ({ params }) => byId(params.id, (id) => deliveryConditions(db, id)),
    documentsByBrand: async ({ auth, params }) => documentsByBrand(db, viewer(auth), (await byId(params.id, (id) => findBrand(db, id, []))).id, ctx.scheduleNow()),
    newsByBrand: async ({ auth, params }) => {
      if (!access.news(subjectOf(auth))) throw forbidden();
      return newsByBrand(db, contentCaller(auth), (await byId(params.id, (id) => findBrand(db, id, []))).id);
    },
    newsList: ({ auth, query }) => listNews(db, contentCaller(auth), query),
    news: ({ auth, params }) => byId(params.id, (id) => findNews(db, contentCaller(auth), id)),
    calendarList: ({ auth, query }) => listEvents(db, ctx.now(), calendarReader(auth), query),
    calendarEvent: ({ auth, params }) => byId(params.id, (id) => findEvent(db, id, ctx.now(), calendarReader(auth))),
    calendarContacts: ({ auth }) => registrationContacts(db, auth.company.id),
    documentList: ({ auth, query }) => listDocuments(db, viewer(auth), query, ctx.scheduleNow()),
    document: ({ auth, params }) => byId(params.id, (id) => findDocument(db, viewer(auth), id)),
    documentFile: async ({ c, auth, params, query }) => {
      const fileId = await byId(params.id, (id) => documentFileId(db, viewer(auth), id));
      const file = await findReadableFile(db, fileId, viewer(auth));
      if (!file) throw new Error(`document file ${fileId} is missing`);
      return documentFileResponse(ctx, file, query, c.req.header("if-none-match"));
    },
    documentVersionFile: async ({ c, auth, params, query }) => {
      // Whoever may read the document reads its earlier versions (decision 0541); anything else is FORBIDDEN.
      const fileId = await byId(params.id, async (id) => {
        const version = parseId.integer(params.version ?? "");
        return version !== undefined && (await documentFileId(db, viewer(auth), id)) ? versionFileId(db, id, version) : undefined;
      });
      const file = await findReadableFile(db, fileId, viewer(auth));
      if (!file) throw forbidden();
      return documentFileResponse(ctx, file, query, c.req.header("if-none-match"));
    },
    samTags: ({ auth }) => listSamTags(db, viewer(auth), ctx.scheduleNow()),
    samTag: ({ auth, params }) => byId(params.id, (id) => findSamTag(db, viewer(auth), id, ctx.scheduleNow())),
    partnerServices: () => serviceTree(db),
    partnerServiceBrands: () => serviceBrands(db),
    partnerService: ({ params }) => byId(params.id, (id) => findService(db, id)),
    dashboard: ({ auth, query }) => dashboard(db, subjectOf(auth), contentCaller(auth), query.widgets, ctx.now()),
    searchIndex: ({ auth }) => searchIndex(db, contentCaller(auth)),
    fullSearch: ({ auth, query }) => fullSearch(db, contentCaller(auth), query, ctx.scheduleNow()),
    // A ready data export is announced beside the content (issue 41); its expiry is on the API clock.
    notifications: async ({ auth }) => {
      const [content, exports] = await Promise.all([notifications(db, contentCaller(auth), ctx.scheduleNow()), readyExports(db, auth.user.id, ctx.now(), NOTIFICATION_LIMIT)]);
      return { ...content, data_exports: exports };
    },
    calendarRegistrations: ({ c, auth }) => listRegistrations(db, auth.company.id, queryOf(c)),
    calendarRegistrationCreate: ({ auth, body }) => createRegistration(ctx, registrant(auth), body, ctx.now()),
    calendarRegistrationUpdate: async ({ auth, params, body }) => {
      const id = parseId.integer(params.id ?? "");
      if (id === undefined) throw forbidden();
      return updateRegistration(ctx, registrant(auth), id, body, ctx.now());
    },
  };
}
