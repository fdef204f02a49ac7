/** /Products (supplier only, spec §2): the company's brands with their product groups and shares. */
import { asSupplierView } from "#contract/endpoints/content";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n";
import { guardedLoad } from "~/.server/content";
import { isUpstreamError } from "~/.server/upstream";
import { PageTitle } from "~/components/content/page-title";
import { ProductGroupList } from "~/components/supplier/product-group-list";
import { t } from "~/i18n";
import { registerSupplier } from "~/locales/de/supplier";

registerSupplier();

export const meta: MetaFunction = () => [{ title: `${t("supplier.products.title")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { data } = await guardedLoad(request, context, "products", async () => {
    try {
      return { brands: (await context.upstream.call("brandList").then(asSupplierView)).brands, error: null };
    } catch (error) {
      // Spec §8: product-group failures go to the shared error handler (label fetchProductGroups).
      if (isUpstreamError(error) && (error.status === 401 || error.status === 403)) throw error;
      return { brands: [], error: t("supplier.errors.fetchProductGroups") };
    }
  });
  return data;
}

export default function Products() {
  const { brands, error } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle title={t("supplier.products.title")} intro={t("supplier.products.intro")} />
      {error ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
          {error}
        </p>
      ) : brands.length === 0 ? (
        <p className="rounded-lg bg-white p-4 shadow-sm">{t("supplier.products.noBrands")}</p>
      ) : (
        <ul className="space-y-4">
          {brands.map((brand) => (
            <li key={brand.id} className="rounded-lg bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h2 className="text-lg font-semibold text-slate-900">{brand.name}</h2>
                  <p className="text-sm text-slate-600">
                    {t("supplier.products.supplierNr")}: {brand.divisions.map((d) => `${d.supplier_nr} (${d.name})`).join(", ")}
                  </p>
                </div>
                <Link to={`/products/${brand.id}/edit`} className="text-brand-700 underline" aria-label={t("supplier.products.editLabel", { brand: brand.name })}>
                  {t("supplier.products.edit")}
                </Link>
              </div>
              <ProductGroupList groups={brand.product_groups} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
