/** The impersonation hint bar (spec §2): whose account this is, and the way back to the main account. */
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n";
import { Icon } from "../ui/icon";

export function ImpersonationBar({ name, company, parent }: { name: string; company: string; parent: string }) {
  const { t } = useTranslation();
  return (
    <div role="region" aria-label={t("account.impersonation.return")} className="flex flex-wrap items-center gap-3 bg-amber-100 px-4 py-2 text-sm text-amber-950">
      <Icon name="info" className="h-5 w-5 shrink-0" />
      <p className="flex-1">{t("account.impersonation.hint", { name, company, parent })}</p>
      <Form method="post" action="/login/impersonation">
        <input type="hidden" name="intent" value="end" />
        <button type="submit" className="rounded-md border border-amber-700 bg-white px-3 py-1 font-medium text-amber-950 hover:bg-amber-50">
          {t("account.impersonation.return")}
        </button>
      </Form>
    </div>
  );
}
