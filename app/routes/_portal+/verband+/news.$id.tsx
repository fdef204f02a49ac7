/** /verband/news/{id}: change, plan, publish or take down a news item, preview it, delete it (Redaktion; decision 0954). */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { renderRichText } from "#contract/rich-text";
import { guardedLoad } from "~/.server/content";
import { idParam, loadOrForbidden } from "~/.server/editing";
import { requireRoute } from "~/.server/guards";
import { readFormWithImage } from "~/.server/form-image";
import { deleteNewsItem, saveNews } from "~/.server/news-editor";
import { NewsForm } from "~/components/news/news-form";
import { buttonClass } from "~/components/ui/button";
import { BackLinkTitle } from "~/components/content/page-title";
import { t, useTranslation } from "~/i18n";
import { isoToBerlinLocal } from "~/lib/berlin-time";
import { NEWS_IMAGE, newsFormDefaults } from "~/lib/schemas/news-editor";
import { registerAssociationNews } from "~/locales/de/association-news";
import { registerWebsite } from "~/locales/de/website";

registerAssociationNews();
registerWebsite();

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.item.title ?? t("associationNews.editHeading")} – ${t("portal.title")}` }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = idParam(params.id);
  const { data } = await guardedLoad(request, context, "editorialNews", () =>
    loadOrForbidden(() => Promise.all([context.upstream.call("newsItem", { params: { id: String(id) } }), context.upstream.call("editorialNewsChoices", {})])),
  );
  const [item, choices] = data;
  return { item, choices, defaults: newsFormDefaults(item, isoToBerlinLocal), textHtml: renderRichText(item.text) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireRoute(request, context, "editorialNews");
  const id = idParam(params.id);
  const read = await readFormWithImage(request, context, NEWS_IMAGE);
  if (read.form.get("intent") === "delete") return deleteNewsItem(context, id);
  return saveNews(context, read, id);
}

export default function EditNews() {
  const { item, choices, defaults, textHtml } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl">
      <BackLinkTitle backTo="/verband/news" backLabel={t("associationNews.back")}>
        {t("associationNews.editHeading")}
      </BackLinkTitle>
      <p className="mt-2 text-slate-700">{t("associationNews.previewStatus", { status: t(`associationNews.status.${item.status}`) })}</p>
      <Form method="get" action={`/verband/news/${item.id}/vorschau`} className="mt-4 flex items-end gap-3">
        <label className="text-sm text-slate-800">
          {t("associationNews.previewAs")}{" "}
          <select name="typ" className="h-control rounded border border-slate-300 px-2">
            <option value="HP">{t("associationNews.userTypes.HP")}</option>
            <option value="LF">{t("associationNews.userTypes.LF")}</option>
          </select>
        </label>
        <button type="submit" className={buttonClass("secondary")}>
          {t("associationNews.preview")}
        </button>
      </Form>
      <NewsForm id={`news-${item.id}`} defaults={defaults} choices={choices} lastResult={lastResult} textHtml={textHtml} />
      <Form method="post" className="mt-6">
        <input type="hidden" name="intent" value="delete" />
        <button type="submit" className={buttonClass("secondary")}>
          {t("associationNews.delete")}
        </button>
      </Form>
    </div>
  );
}
