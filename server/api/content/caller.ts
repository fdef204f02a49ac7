/**
 * The caller of a content read and what of the documents it may read (EVA needs EVA, shared
 * documents only for trading partners). Who may call an endpoint at all is the access table's
 * rule (contract/access.ts), checked by the mount.
 */
import { PAGE_PERMISSIONS, userTypeOf, type PagePermission, type UserType } from "../contract/permissions";
import type { CompanyRow, UserRow } from "../db/schema";
import type { AuthContext } from "../auth/sessions";
import type { DocumentViewer } from "./document-visibility";

export interface ContentCaller {
  auth: AuthContext;
  userType: UserType;
  permissions: ReadonlySet<PagePermission>;
}

export function contentCaller(auth: AuthContext): ContentCaller {
  return { auth, userType: userTypeOf(auth.company.relation), permissions: auth.permissions };
}

/** What of the documents the caller may read (content/document-visibility.ts). */
export function documentViewerOf(caller: ContentCaller): DocumentViewer {
  return {
    mayReadEva: caller.permissions.has("EVA"),
    tradingPartner: caller.userType === "HP",
    companyIds: [caller.auth.company.id],
    userType: caller.userType,
    permissions: PAGE_PERMISSIONS.filter((p) => caller.permissions.has(p)),
  };
}

/**
 * The reader of a mail sent without a request (digests, issue 28): the caller a session of that
 * user would give, so a mail is read with the very rules of the lists. There is no session.
 */
export function readerCaller(user: UserRow, company: CompanyRow, held: readonly string[]): ContentCaller {
  const has = new Set(held);
  const permissions = new Set(PAGE_PERMISSIONS.filter((p) => has.has(p)));
  return contentCaller({ sessionId: "", impersonatedBy: null, tfa: false, readOnly: false, user, company, permissions });
}
