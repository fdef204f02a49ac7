/** /News/{id}: opening it marks the news read (spec §4: its id joins portal_settings.readNews). */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n";
import { guardedLoad } from "~/.server/content";
import { requireRoute } from "~/.server/guards";
import { markNewsRead, toggleImportant } from "~/.server/preferences";
import { ImportantButton } from "~/components/content/important-button";
import { DetailHeader } from "~/components/content/page-title";
import { t } from "~/i18n";
import { access, accessSubjectOf } from "#contract/access";
import { NewsArticle } from "~/components/news/news-article";
import { registerContent } from "~/locales/de/content";

registerContent();

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.news.title ?? t("content.news.title")} – ${t("portal.title")}` }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { user, data: news } = await guardedLoad(request, context, "news", () => context.upstream.call("news", { params: { id: params.id ?? "" } }));
  await markNewsRead(context, user, news.id);
  // The brand's page only for those who may open it (spec §6: BRAND and HP), as on a document.
  return { news: { ...news, read: true }, brandLink: access.brands(accessSubjectOf(user)) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireRoute(request, context, "news");
  return toggleImportant(request, context, user, await request.formData());
}

export default function NewsDetail() {
  const { news, brandLink } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <NewsArticle
      news={news}
      brandLink={brandLink}
      header={<DetailHeader backTo="/news" backLabel={t("content.news.back")} title={news.title} actions={<ImportantButton newsId={news.id} title={news.title} isImportant={news.isImportant} />} />}
    />
  );
}
