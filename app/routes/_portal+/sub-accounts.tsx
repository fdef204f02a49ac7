/** /Sub-Accounts: the user's sub_user entries; choosing one switches into it (spec §4, §6). */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n";
import { displayNameOf } from "#contract/display-name";
import { requireRoute } from "~/.server/guards";
import { buttonClass } from "~/components/ui/button";
import { t } from "~/i18n";

export const meta: MetaFunction = () => [{ title: `${t("account.subAccounts.pageTitle")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireRoute(request, context, "subAccounts");
  return {
    subAccounts: user.sub_user.map((s) => ({
      id: s.id,
      name: displayNameOf(s),
      email: s.email,
      company: s.company.name,
    })),
  };
}

export default function SubAccounts() {
  const { subAccounts } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-semibold text-slate-900">{t("account.subAccounts.pageTitle")}</h1>
      <p className="mt-2 text-slate-700">{t("account.subAccounts.intro")}</p>
      {subAccounts.length === 0 ? (
        <p className="mt-6">{t("account.subAccounts.empty")}</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-lg bg-white shadow-sm">
          {subAccounts.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-4 p-4">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{s.company}</p>
                <p className="text-sm text-slate-600">
                  {s.name} · {s.email}
                </p>
              </div>
              <Form method="post" action="/login/impersonation">
                <input type="hidden" name="intent" value="start" />
                <input type="hidden" name="id" value={s.id} />
                <button type="submit" className={buttonClass("primary")} aria-label={t("account.subAccounts.switchToLabel", { name: s.company })}>
                  {t("account.subAccounts.switchTo")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
