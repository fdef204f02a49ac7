/** /Tags/{id}: a SAM tag and its documents. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n";
import { guardedLoad } from "~/.server/content";
import { DocumentList } from "~/components/content/document-list";
import { DetailHeader } from "~/components/content/page-title";
import { t } from "~/i18n";
import { registerContent } from "~/locales/de/content";

registerContent();

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.tag.name ?? t("content.tags.title")} – ${t("portal.title")}` }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { data } = await guardedLoad(request, context, "tags", () => context.upstream.call("samTag", { params: { id: params.id ?? "" } }));
  return { tag: data };
}

export default function TagDetail() {
  const { tag } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl">
      <DetailHeader backTo="/tags" backLabel={t("content.tags.back")} title={tag.name} intro={tag.description} />
      <DocumentList documents={tag.documents} />
    </div>
  );
}
