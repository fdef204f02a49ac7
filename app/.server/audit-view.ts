/**
 * The association's audit view (issue 39, decision 0952): its filters read from the query string
 * (strict, decision 0553) and the API call, shared by the screen and its CSV export so both show
 * the same rows.
 */
import type { AppLoadContext } from "@remix-run/node";
import { AUDIT_ACTIONS } from "#contract/account";
import type { AuditView, AuditViewQuery } from "#contract/support";
import { dateParam, enumParam, textParam } from "./query";

export interface AuditFilters {
  company: string;
  user: string;
  action: (typeof AUDIT_ACTIONS)[number] | undefined;
  from: string | undefined;
  to: string | undefined;
}

export function auditFiltersOf(url: URL): AuditFilters {
  return {
    company: textParam(url, "company"),
    user: textParam(url, "user"),
    action: enumParam(url, "action", AUDIT_ACTIONS),
    from: dateParam(url, "from"),
    to: dateParam(url, "to"),
  };
}

export function loadAuditView(context: AppLoadContext, filters: AuditFilters, page: number, limit: number): Promise<AuditView> {
  const query: AuditViewQuery = { company: filters.company || undefined, user: filters.user || undefined, action: filters.action, from: filters.from, to: filters.to, page, limit };
  return context.upstream.call("auditView", { query });
}

