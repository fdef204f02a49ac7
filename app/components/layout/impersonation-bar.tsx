/**
 * The impersonation hint bar (spec §2): whose account this is, and the way back to the main
 * account — or, in the association's read-only support view (decision 0963), back to the staff screen.
 */
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n";
import { registerSupportView } from "~/locales/de/support-view";
import { Icon } from "../ui/icon";

registerSupportView();

export function ImpersonationBar({ name, company, parent, supportView }: { name: string; company: string; parent: string; supportView: boolean }) {
  const { t } = useTranslation();
  const back = supportView ? t("supportView.return") : t("account.impersonation.return");
  return (
    <div role="region" aria-label={back} className="flex flex-wrap items-center gap-3 bg-amber-100 px-4 py-2 text-sm text-amber-950">
      <Icon name="info" className="h-5 w-5 shrink-0" />
      <p className="flex-1">{supportView ? t("supportView.hint", { name, company }) : t("account.impersonation.hint", { name, company, parent })}</p>
      <Form method="post" action="/login/impersonation">
        <input type="hidden" name="intent" value="end" />
        <button type="submit" className="rounded-md border border-amber-700 bg-white px-3 py-1 font-medium text-amber-950 hover:bg-amber-50">
          {back}
        </button>
      </Form>
    </div>
  );
}
