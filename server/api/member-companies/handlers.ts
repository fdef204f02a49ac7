/**
 * The work of the member-company endpoints (contract/endpoints/member-companies.ts); the mount has
 * checked sign-in, the access rule (Partnerverwaltung), the query and the body.
 */
import type { Context } from "hono";
import type { MEMBER_COMPANY_ENDPOINTS } from "../contract/endpoints/member-companies";
import type { SessionMeta } from "../auth/sessions";
import type { ApiContext } from "../deps";
import type { ApiEnv } from "../http/env";
import type { Handlers } from "../http/mount";
import { applyImport, checkImport, readImport } from "./import";
import { createMemberCompany, inviteFirstAccount, listMemberCompanies, readMemberCompany, setMemberCompanyStatus, updateMemberCompany } from "./service";

export function memberCompanyHandlers(ctx: ApiContext): Handlers<typeof MEMBER_COMPANY_ENDPOINTS> {
  const metaOf = (c: Context<ApiEnv>): SessionMeta => ctx.requestMeta(c);
  return {
    memberCompanies: ({ query }) => listMemberCompanies(ctx, { ...query, search: query.search || undefined }),
    memberCompanyCreate: ({ c, auth, body }) => createMemberCompany(ctx, auth, body, metaOf(c)),
    companyImportCheck: ({ auth, body }) => checkImport(ctx, auth, body.filename, body.content_base64),
    companyImport: ({ params }) => readImport(ctx, params.id ?? ""),
    companyImportApply: ({ c, auth, params, body }) => applyImport(ctx, auth, params.id ?? "", body.invite_url, metaOf(c)),
    memberCompany: ({ params }) => readMemberCompany(ctx, params.id ?? ""),
    memberCompanyUpdate: ({ c, auth, params, body }) => updateMemberCompany(ctx, auth, params.id ?? "", body, metaOf(c)),
    memberCompanyStatus: ({ c, auth, params, body }) => setMemberCompanyStatus(ctx, auth, params.id ?? "", body.status, body.reason, metaOf(c)),
    memberCompanyFirstAccount: ({ c, auth, params, body }) => inviteFirstAccount(ctx, auth, params.id ?? "", body, metaOf(c)),
  };
}
