/**
 * Page-permission and user-type checks of spec §6 for the content endpoints. Denied callers get
 * FORBIDDEN before any data is read, so a user without NEWS learns nothing from /extranet/news.
 */
import { createMiddleware } from "hono/factory";
import { userTypeOf, type PagePermission, type UserType } from "../contract/permissions";
import type { AuthContext } from "../auth/sessions";
import type { DocumentViewer } from "./document-visibility";
import type { ApiEnv } from "../http/env";
import { forbidden } from "../http/errors";

export interface ContentCaller {
  auth: AuthContext;
  userType: UserType;
  permissions: ReadonlySet<PagePermission>;
}

export function contentCaller(auth: AuthContext): ContentCaller {
  return { auth, userType: userTypeOf(auth.company.relation), permissions: auth.permissions };
}

export interface Requirement {
  permission?: PagePermission;
  userType?: UserType;
}

export function meets(caller: ContentCaller, req: Requirement): boolean {
  if (req.permission && !caller.permissions.has(req.permission)) return false;
  if (req.userType && caller.userType !== req.userType) return false;
  return true;
}

/** What of the documents the caller may read (content/document-visibility.ts). */
export function documentViewerOf(caller: ContentCaller): DocumentViewer {
  return { mayReadEva: caller.permissions.has("EVA"), tradingPartner: caller.userType === "HP", companyIds: [caller.auth.company.id] };
}

/** Spec §6: brands need BRAND and user type HP; news NEWS; calendar CALENDAR. */
export const BRAND_ACCESS: Requirement = { permission: "BRAND", userType: "HP" };
export const NEWS_ACCESS: Requirement = { permission: "NEWS" };
export const CALENDAR_ACCESS: Requirement = { permission: "CALENDAR" };

/** Runs after requireAuth: resolves the caller once and refuses it unless it meets `req`. */
export function requireContent(req: Requirement = {}) {
  return createMiddleware<ApiEnv & { Variables: { caller: ContentCaller } }>(async (c, next) => {
    const caller = contentCaller(c.get("auth"));
    if (!meets(caller, req)) throw forbidden();
    c.set("caller", caller);
    await next();
  });
}
