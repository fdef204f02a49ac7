/** /ServiceAndMore/ContactPartner: who to ask about the services. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "~/i18n";
import { requireRoute } from "~/.server/guards";
import { PageTitle } from "~/components/content/page-title";
import { t } from "~/i18n";

export const meta: MetaFunction = () => [{ title: `${t("content.services.contactTitle")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, "contactPartner");
  return null;
}

export default function ContactPartner() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl">
      <PageTitle title={t("content.services.contactTitle")} intro={t("content.services.contactIntro")} />
      <p className="rounded-lg bg-white p-4 shadow-sm">
        <a className="text-brand-700 underline" href={`mailto:${t("help.supportEmail")}`}>
          {t("help.supportEmail")}
        </a>
        {" · "}
        {t("help.supportPhone")}
      </p>
    </div>
  );
}
