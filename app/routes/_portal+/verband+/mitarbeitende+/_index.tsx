/**
 * /verband/mitarbeitende: the association's staff with roles, status and last sign-in, a search,
 * and links to invite and to each member (issue 39, decision 0951). Administration only.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { displayNameOf } from "#contract/display-name";
import { guardedLoad } from "~/.server/content";
import { textParam } from "~/.server/query";
import { buttonClass } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { Link } from "~/components/ui/link";
import { t, useTranslation } from "~/i18n";
import { formatDateTime } from "~/lib/format";
import { registerAccountScreens } from "~/locales/de/account-screens";
import { StaffStatus, roleList } from "~/components/staff/staff-parts";

registerAccountScreens();

export const meta: MetaFunction = () => [{ title: `${t("account.staff.pageTitle")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const search = textParam(new URL(request.url), "suche");
  const { user, data: staff } = await guardedLoad(request, context, "staffAdministration", () => context.upstream.call("staffList", { query: { search: search || undefined } }));
  return {
    company: user.company.name,
    search,
    staff: staff.map((m) => ({
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
  const { company, search, staff } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{t("account.staff.pageTitle")}</h1>
          <p className="mt-2 text-slate-700">{t("account.staff.intro", { company })}</p>
        </div>
        <Link to="/verband/mitarbeitende/neu" className={buttonClass("primary")}>
          {t("account.staff.invite")}
        </Link>
      </div>

      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="staff-search" className="block text-sm font-medium text-slate-800">
            {t("account.staff.search")}
          </label>
          <input id="staff-search" type="search" name="suche" defaultValue={search} className="mt-1 block h-control w-72 rounded-md border border-slate-300 px-3" />
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          {t("account.staff.searchSubmit")}
        </button>
        {search ? (
          <Link to="/verband/mitarbeitende" className="text-sm text-brand-600 underline">
            {t("account.staff.searchReset")}
          </Link>
        ) : null}
      </Form>

      <DataTable
        className="mt-4"
        caption={t("account.staff.count", { count: staff.length })}
        rows={staff}
        rowKey={(m) => m.id}
        empty={t("account.staff.empty")}
        columns={[
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
        ]}
      />
    </div>
  );
}
