/**
 * /verband/accounts: every partner account for the association's support (Partnerverwaltung,
 * issue 39, decision 0952), paged and searchable by name, e-mail or company; a name opens the
 * account's support actions.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SUPPORT_PAGE_SIZE } from "#contract/support";
import { displayNameOf } from "#contract/display-name";
import { guardedLoad } from "~/.server/content";
import { pageParam, textParam } from "~/.server/query";
import { StaffList } from "~/components/staff/staff-list";
import { Link } from "~/components/ui/link";
import { t, useTranslation } from "~/i18n";
import { formatDateTime } from "~/lib/format";
import { registerSupport } from "~/locales/de/support";

registerSupport();

export const meta: MetaFunction = () => [{ title: `${t("association.nav.accounts")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const search = textParam(url, "suche");
  const page = pageParam(url);
  const { data } = await guardedLoad(request, context, "supportAccounts", () =>
    context.upstream.call("supportAccounts", { query: { search: search || undefined, page, limit: SUPPORT_PAGE_SIZE } }),
  );
  return {
    search,
    page,
    limit: SUPPORT_PAGE_SIZE,
    total: data.total,
    accounts: data.items.map((a) => ({
      id: a.id,
      name: displayNameOf(a),
      email: a.email,
      company: a.company.name,
      status: a.status,
      locked: a.locked,
      tfa: (a.tfa_enabled ? "on" : a.tfa_setup_required ? "pending" : "off") as "on" | "pending" | "off",
      lastLogin: a.last_login_at ? formatDateTime(a.last_login_at) : null,
    })),
  };
}

export default function SupportAccounts() {
  const { search, page, limit, total, accounts } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const tfaLabel = { on: t("support.accounts.tfaOn"), off: t("support.accounts.tfaOff"), pending: t("support.accounts.tfaPending") } as const;
  return (
    <StaffList
      title={t("association.nav.accounts")}
      intro={t("support.accounts.intro")}
      filters={{ search: { name: "suche", label: t("support.accounts.searchHint"), value: search } }}
      paging={{ page, total, limit }}
      table={{
        caption: t("support.accounts.total", { count: total }),
        rows: accounts,
        rowKey: (a) => a.id,
        empty: t("support.accounts.empty"),
        columns: [
          {
            key: "name",
            header: t("support.accounts.name"),
            cell: (a) => (
              <Link to={`/verband/accounts/${a.id}`} className="font-medium text-brand-700 underline">
                {a.name}
              </Link>
            ),
          },
          { key: "email", header: t("support.accounts.email"), cell: (a) => a.email },
          { key: "company", header: t("support.accounts.company"), cell: (a) => a.company },
          { key: "status", header: t("support.accounts.status"), cell: (a) => (a.status === "active" ? t("support.accounts.active") : t("support.accounts.suspended")) },
          {
            key: "locked",
            header: t("support.accounts.locked"),
            cell: (a) => (a.locked ? <span className="rounded bg-red-100 px-2 py-0.5 text-red-900">{t("support.accounts.lockedYes")}</span> : t("support.accounts.lockedNo")),
          },
          { key: "tfa", header: t("support.accounts.tfa"), cell: (a) => tfaLabel[a.tfa] },
          { key: "lastLogin", header: t("support.accounts.lastLogin"), cell: (a) => a.lastLogin ?? t("support.accounts.never"), className: "whitespace-nowrap" },
        ],
      }}
    />
  );
}
