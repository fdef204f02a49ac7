/** /Brands (spec §2): favorites first, then by name; favorite toggle as a form post. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n";
import { guardedLoad } from "~/.server/content";
import { requireRoute } from "~/.server/guards";
import { toggleFavorite } from "~/.server/preferences";
import { FavoriteButton } from "~/components/content/favorite-button";
import { PageTitle } from "~/components/content/page-title";
import { t } from "~/i18n";

export const meta: MetaFunction = () => [{ title: `${t("content.brands.title")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { data } = await guardedLoad(request, context, "brands", () => context.upstream.brands());
  return { brands: data.brands };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireRoute(request, context, "brands");
  return toggleFavorite(request, context, user, await request.formData());
}

export default function Brands() {
  const { brands } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle title={t("content.brands.title")} intro={t("content.brands.intro")} />
      <ul className="grid gap-4 sm:grid-cols-2">
        {brands.map((brand) => (
          <li key={brand.id} className="flex items-start justify-between gap-3 rounded-lg bg-white p-4 shadow-sm">
            <div className="min-w-0">
              <h2 className="text-lg font-semibold">
                <Link to={`/brands/${brand.id}`} className="text-brand-700 underline-offset-2 hover:underline">
                  {brand.name}
                </Link>
                {brand.isFavorite ? <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">{t("content.brands.favoriteBadge")}</span> : null}
              </h2>
              <p className="text-sm text-slate-600">
                {t("content.brands.supplier")}: {brand.company.name}
              </p>
              <p className="mt-1 text-sm text-slate-600">
                {t("content.brands.supplierNr")}: {brand.divisions.map((d) => d.supplier_nr).join(", ")}
              </p>
            </div>
            <FavoriteButton brandId={brand.id} brandName={brand.name} isFavorite={brand.isFavorite} />
          </li>
        ))}
      </ul>
    </div>
  );
}
