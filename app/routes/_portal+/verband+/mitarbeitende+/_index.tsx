/**
 * /verband/mitarbeitende: the association's staff with roles, status and last sign-in, searched and
 * paged on the server, with links to invite and to each member (issue 39, decision 0951). Administration only.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { displayNameOf } from "#contract/display-name";
import { guardedLoad } from "~/.server/content";
import { pageParam, textParam } from "~/.server/query";
import { STAFF_PAGE_SIZE } from "#contract/staff";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { t, useTranslation } from "~/i18n";
import { formatDateTime } from "~/lib/format";
import { registerAccountScreens } from "~/locales/de/account-screens";
import { StaffList } from "~/components/staff/staff-list";
import { StaffStatus, roleList } from "~/components/staff/staff-parts";

registerAccountScreens();

export const meta: MetaFunction = () => [{ title: `${t("account.staff.pageTitle")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const search = textParam(url, "suche");
  const page = pageParam(url);
  const { user, data } = await guardedLoad(request, context, "staffAdministration", () =>
    context.upstream.call("staffList", { query: { search: search || undefined, page, limit: STAFF_PAGE_SIZE } }),
  );
  return {
    company: user.company.name,
    search,
    page,
    limit: STAFF_PAGE_SIZE,
    total: data.total,
    staff: data.items.map((m) => ({
      id: m.id,
      name: displayNameOf(m),
      email: m.email,
      roles: roleList(m.roles),
      status: m.status,
      lastLogin: m.last_login_at ? formatDateTime(m.last_login_at) : null,
    })),
  };
}

export default function Staff() {
  const { company, search, page, limit, total, staff } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <StaffList
      title={t("account.staff.pageTitle")}
      intro={t("account.staff.intro", { company })}
      actions={
        <Link to="/verband/mitarbeitende/neu" className={buttonClass("primary")}>
          {t("account.staff.invite")}
        </Link>
      }
      filters={{ search: { name: "suche", label: t("account.staff.search"), value: search } }}
      paging={{ page, total, limit }}
      table={{
        caption: t("account.staff.count", { count: total }),
        rows: staff,
        rowKey: (m) => m.id,
        empty: t("account.staff.empty"),
        columns: [
          { key: "name", header: t("account.staff.name"), cell: (m) => m.name, className: "font-medium" },
          { key: "email", header: t("account.staff.email"), cell: (m) => m.email },
          { key: "roles", header: t("account.staff.roles"), cell: (m) => m.roles },
          { key: "status", header: t("account.staff.status"), cell: (m) => <StaffStatus status={m.status} /> },
          { key: "lastLogin", header: t("account.staff.lastLogin"), cell: (m) => m.lastLogin ?? t("account.staff.neverSignedIn") },
          {
            key: "edit",
            header: <span className="sr-only">{t("account.staff.edit")}</span>,
            cell: (m) => (
              <Link to={`/verband/mitarbeitende/${m.id}`} className="text-brand-700 underline" aria-label={t("account.staff.editLabel", { name: m.name })}>
                {t("account.staff.edit")}
              </Link>
            ),
          },
        ],
      }}
    />
  );
}
