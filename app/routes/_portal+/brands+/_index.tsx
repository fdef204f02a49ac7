/** /Brands (spec §2): favorites first, then by name, a page at a time with a search; favorite toggle as a form post. */
import { asTradingPartnerView } from "#contract/endpoints/content";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n";
import { guardedLoad } from "~/.server/content";
import { pageParam, textParam } from "~/.server/query";
import { requireRoute } from "~/.server/guards";
import { toggleFavorite } from "~/.server/preferences";
import { BrandLogo } from "~/components/content/brand-logo";
import { FavoriteButton } from "~/components/content/favorite-button";
import { FilterBar } from "~/components/content/filter-bar";
import { PageTitle } from "~/components/content/page-title";
import { Pagination } from "~/components/content/pagination";
import { t } from "~/i18n";
import { registerContent } from "~/locales/de/content";

registerContent();

export const meta: MetaFunction = () => [{ title: `${t("content.brands.title")} – ${t("portal.title")}` }];

const BRANDS_PER_PAGE = 24;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const search = textParam(url, "search");
  const { data } = await guardedLoad(request, context, "brands", () =>
    context.upstream.call("brandList", { query: { search, page: pageParam(url), limit: BRANDS_PER_PAGE } }).then(asTradingPartnerView),
  );
  return { list: data, search };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireRoute(request, context, "brands");
  return toggleFavorite(request, context, user, await request.formData());
}

export default function Brands() {
  const { list, search } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle title={t("content.brands.title")} intro={t("content.brands.intro")} />
      <FilterBar search={{ name: "search", label: t("content.brands.search"), value: search }} selects={[]} />
      <p className="mb-3 text-sm text-slate-600">{t("content.list.results", { count: list.total })}</p>
      {list.brands.length === 0 ? <p className="text-slate-600">{t("content.list.empty")}</p> : null}
      <ul className="grid gap-4 sm:grid-cols-2">
        {list.brands.map((brand) => (
          <li key={brand.id} className="flex items-start justify-between gap-3 rounded-lg bg-white p-4 shadow-sm">
            <BrandLogo logo={brand.logo} size={64} />
            <div className="min-w-0 flex-1">
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
      <Pagination page={list.page} total={list.total} limit={list.limit} />
    </div>
  );
}
