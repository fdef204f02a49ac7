/** /verband/news/neu: a new news item (Redaktion; decision 0954). */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { guardedLoad } from "~/.server/content";
import { requireRoute } from "~/.server/guards";
import { readFormWithImage } from "~/.server/form-image";
import { saveNews } from "~/.server/news-editor";
import { NewsForm } from "~/components/news/news-form";
import { BackLinkTitle } from "~/components/content/page-title";
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
      <BackLinkTitle backTo="/verband/news" backLabel={t("associationNews.back")}>
        {t("associationNews.createHeading")}
      </BackLinkTitle>
      <NewsForm id="news-new" defaults={defaults} choices={choices} lastResult={lastResult} textHtml={null} />
    </div>
  );
}
