/** /verband/news/neu: a new news item (Redaktion; decision 0954). */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { guardedLoad } from "~/.server/content";
import { requireRoute } from "~/.server/guards";
import { readFormWithImage } from "~/.server/form-image";
import { saveNews } from "~/.server/news-editor";
import { NewsForm } from "~/components/news/news-form";
import { Link } from "~/components/ui/link";
import { t, useTranslation } from "~/i18n";
import { NEWS_IMAGE, newsFormDefaults } from "~/lib/schemas/news-editor";
import { isoToBerlinLocal } from "~/lib/berlin-time";
import { registerAssociationNews } from "~/locales/de/association-news";
import { registerWebsite } from "~/locales/de/website";

registerAssociationNews();
registerWebsite();

export const meta: MetaFunction = () => [{ title: `${t("associationNews.createHeading")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { data: choices } = await guardedLoad(request, context, "editorialNews", () => context.upstream.call("editorialNewsChoices", {}));
  return { choices, defaults: newsFormDefaults(null, isoToBerlinLocal) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireRoute(request, context, "editorialNews");
  return saveNews(context, await readFormWithImage(request, context, NEWS_IMAGE), null);
}

export default function NewNews() {
  const { choices, defaults } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl">
      <Link to="/verband/news" className="text-sm text-brand-700 underline">
        {t("associationNews.back")}
      </Link>
      <h1 className="mt-2 text-2xl font-semibold text-slate-900">{t("associationNews.createHeading")}</h1>
      <NewsForm id="news-new" defaults={defaults} choices={choices} lastResult={lastResult} textHtml={null} />
    </div>
  );
}
