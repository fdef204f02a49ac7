/** /Brands/{id}: company, divisions with supplier numbers, link, product groups, delivery conditions, documents and news. */
import { asTradingPartnerView } from "#contract/endpoints/content";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n";
import { guardedLoad } from "~/.server/content";
import { requireRoute } from "~/.server/guards";
import { toggleFavorite } from "~/.server/preferences";
import { DocumentList } from "~/components/content/document-list";
import { BrandLogo } from "~/components/content/brand-logo";
import { FavoriteButton } from "~/components/content/favorite-button";
import { NewsList } from "~/components/content/news-list";
import { DetailHeader } from "~/components/content/page-title";
import { t } from "~/i18n";
import { accessSubjectOf } from "#contract/access";
import { registerContent } from "~/locales/de/content";

registerContent();

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.brand.name ?? t("content.brands.title")} – ${t("portal.title")}` }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const { data } = await guardedLoad(request, context, "brands", async (userPromise) => {
    const up = context.upstream;
    const [brand, conditions, documents, user] = await Promise.all([up.call("brand", { params: { id: id } }).then(asTradingPartnerView), up.call("deliveryConditions", { params: { id: id } }), up.call("documentsByBrand", { params: { id: id } }), userPromise]);
    // News of the brand only for users who may read news at all.
    const news = accessSubjectOf(user).permissions.has("NEWS") ? await up.call("newsByBrand", { params: { id: id } }) : [];
    return { brand, conditions, documents, news };
  });
  return data;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireRoute(request, context, "brands");
  return toggleFavorite(request, context, user, await request.formData());
}

export default function BrandDetail() {
  const { brand, conditions, documents, news } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const section = "rounded-lg bg-white p-4 shadow-sm";
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <DetailHeader
        backTo="/brands"
        backLabel={t("content.brands.back")} title={brand.name} intro={brand.description ?? undefined} actions={<FavoriteButton brandId={brand.id} brandName={brand.name} isFavorite={brand.isFavorite} />} />
      <div className="grid gap-4 md:grid-cols-2">
        <section className={section} aria-labelledby="brand-company">
          <BrandLogo logo={brand.logo} size={128} />
          <h2 id="brand-company" className="font-semibold">
            {t("content.brands.supplier")}
          </h2>
          <p>{brand.company.name}</p>
          {brand.link ? (
            <p className="mt-2">
              <a href={brand.link} className="text-brand-700 underline" rel="noopener noreferrer" target="_blank">
                {t("content.brands.website")}: {brand.link}
              </a>
            </p>
          ) : null}
          <h3 className="mt-4 font-semibold">{t("content.brands.divisions")}</h3>
          <table className="mt-1 w-full text-left text-sm">
            <thead>
              <tr>
                <th className="py-1 pr-2 font-medium">{t("content.brands.divisions")}</th>
                <th className="py-1 font-medium">{t("content.brands.supplierNr")}</th>
              </tr>
            </thead>
            <tbody>
              {brand.divisions.map((d) => (
                <tr key={d.id} className="border-t border-slate-100">
                  <td className="py-1 pr-2">{d.name}</td>
                  <td className="py-1">{d.supplier_nr}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3 className="mt-4 font-semibold">{t("content.brands.productGroups")}</h3>
          <p>{brand.product_groups.map((g) => g.title).join(", ") || t("content.brands.none")}</p>
        </section>
        <section className={section} aria-labelledby="brand-conditions">
          <h2 id="brand-conditions" className="font-semibold">
            {t("content.brands.deliveryConditions")}
          </h2>
          {conditions.length ? (
            <dl className="mt-2 space-y-2 text-sm">
              {conditions.map((c) => (
                <div key={c.label}>
                  <dt className="font-medium text-slate-800">{c.label}</dt>
                  <dd className="text-slate-700">{c.value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p>{t("content.brands.none")}</p>
          )}
        </section>
      </div>
      <section aria-labelledby="brand-documents">
        <h2 id="brand-documents" className="mb-2 text-lg font-semibold">
          {t("content.brands.documents")}
        </h2>
        <DocumentList documents={documents} />
      </section>
      <section aria-labelledby="brand-news">
        <h2 id="brand-news" className="mb-2 text-lg font-semibold">
          {t("content.brands.news")}
        </h2>
        <NewsList news={news} level={3} />
      </section>
    </div>
  );
}
