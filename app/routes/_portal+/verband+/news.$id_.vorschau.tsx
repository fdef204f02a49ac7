/**
 * /verband/news/{id}/vorschau?typ=HP|LF: the item, whatever its status, rendered as the partner's
 * news article page renders it, for the chosen user type (Redaktion; decision 0954).
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NEWS_USER_TYPES } from "#contract/news-audience";
import { guardedLoad } from "~/.server/content";
import { idParam, loadOrForbidden } from "~/.server/editing";
import { enumParam } from "~/.server/query";
import { DetailHeader } from "~/components/content/page-title";
import { NewsArticle } from "~/components/news/news-article";
import { t, useTranslation } from "~/i18n";
import { registerAssociationNews } from "~/locales/de/association-news";
import { registerContent } from "~/locales/de/content";

registerContent();
registerAssociationNews();

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${t("associationNews.preview")}: ${data?.news.title ?? ""} – ${t("portal.title")}` }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = idParam(params.id);
  const userType = enumParam(new URL(request.url), "typ", NEWS_USER_TYPES) ?? "HP";
  const { data } = await guardedLoad(request, context, "editorialNews", () =>
    loadOrForbidden(() =>
      Promise.all([context.upstream.call("editorialNewsPreview", { params: { id: String(id) }, query: { user_type: userType } }), context.upstream.call("newsItem", { params: { id: String(id) } })]),
    ),
  );
  const [news, item] = data;
  return { news, id, userType, inAudience: item.user_types.includes(userType), status: item.status };
}

export default function NewsPreview() {
  const { news, id, userType, inAudience, status } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const type = t(`associationNews.userTypes.${userType}`);
  return (
    <div>
      <div className="mx-auto mb-6 max-w-3xl rounded border border-amber-300 bg-amber-50 p-4" role="note">
        <p className="font-semibold text-slate-900">{t("associationNews.previewHeading", { type })}</p>
        <p className="text-sm text-slate-700">{t("associationNews.previewStatus", { status: t(`associationNews.status.${status}`) })}</p>
        {inAudience ? null : <p className="mt-1 text-sm text-red-800">{t("associationNews.previewNotInAudience", { type })}</p>}
      </div>
      <NewsArticle news={news} brandLink={false} header={<DetailHeader backTo={`/verband/news/${id}`} backLabel={t("associationNews.edit")} title={news.title} />} />
    </div>
  );
}
