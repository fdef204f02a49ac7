/** /Tags: the SAM tags with their number of documents. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n";
import { guardedLoad } from "~/.server/content";
import { PageTitle } from "~/components/content/page-title";
import { t } from "~/i18n";
import { registerContent } from "~/locales/de/content";

registerContent();

export const meta: MetaFunction = () => [{ title: `${t("content.tags.title")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { data } = await guardedLoad(request, context, "tags", () => context.upstream.call("samTags"));
  return { tags: data };
}

export default function Tags() {
  const { tags } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle title={t("content.tags.title")} />
      <ul className="grid gap-4 sm:grid-cols-2">
        {tags.map((tag) => (
          <li key={tag.id} className="rounded-lg bg-white p-4 shadow-sm">
            <h2 className="text-lg font-semibold">
              <Link to={`/tags/${tag.id}`} className="text-brand-700 underline-offset-2 hover:underline">
                {tag.name}
              </Link>
            </h2>
            <p className="text-slate-700">{tag.description}</p>
            <p className="mt-1 text-sm text-slate-600">{t("content.tags.documents", { count: tag.documents })}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
