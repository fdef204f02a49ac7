/** /Instructions (spec §2): the published instructions (the API answers only those, spec §4). */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { requireRoute } from "~/.server/guards";
import { PageTitle } from "~/components/content/page-title";
import { t, useTranslation } from "~/i18n";
import { registerContent } from "~/locales/de/content";

registerContent();

export const meta: MetaFunction = () => [{ title: `${t("nav.instructions")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, "instructions");
  return { instructions: await context.upstream.call("instructions") };
}

export default function Instructions() {
  const { instructions } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl">
      <PageTitle title={t("nav.instructions")} intro={t("content.instructions.intro")} />
      {instructions.length === 0 ? (
        <p className="rounded-lg bg-white p-4 shadow-sm">{t("content.instructions.empty")}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {instructions.map((i) => (
            <li key={i.id} className="rounded-lg bg-white p-4 shadow-sm">
              <h2 className="font-semibold">
                <Link to={`/instructions/${i.id}`} className="text-brand-700 underline">
                  {i.title}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-slate-700">{i.summary}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
