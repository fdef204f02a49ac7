/**
 * /TradePartners (LF and RP users, spec §2/§6): the trading partners carrying the supplier's
 * brands (extranet/trading-partners, or -by-brand/{id} with the brand filter), de-duplicated by
 * id, with the fuzzy name search of spec §5 (fuse.js over normalised text). A GET form: without
 * JavaScript it is submitted, with JavaScript it submits while typing. A failed fetch empties the
 * list and says so (spec §8).
 */
import { asSupplierView } from "#contract/endpoints/content";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n";
import { guardedLoad } from "~/.server/content";
import { intParam, textParam } from "~/.server/query";
import { isUpstreamError } from "~/.server/upstream";
import { FilterBar } from "~/components/content/filter-bar";
import { PageTitle } from "~/components/content/page-title";
import { t } from "~/i18n";
import { dedupeById } from "#contract/ordering";
import { searchByName } from "~/lib/trading-partner-search";
import type { TradingPartner } from "#contract/supplier";
import { registerSupplier } from "~/locales/de/supplier";

registerSupplier();

export const meta: MetaFunction = () => [{ title: `${t("supplier.partners.title")} – ${t("portal.title")}` }];

const soft = <T,>(promise: Promise<T>, fallback: T) =>
  promise.then(
    (value) => ({ value, failed: false }),
    (error: unknown) => {
      if (isUpstreamError(error) && (error.status === 401 || error.status === 403)) throw error;
      return { value: fallback, failed: true };
    },
  );

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const brand = intParam(url, "brand");
  const q = textParam(url, "q");
  const { data } = await guardedLoad(
    request,
    context,
    "tradePartners",
    async () => {
      const [brands, partners] = await Promise.all([
        soft(context.upstream.call("brandList").then(asSupplierView).then((l) => l.brands.map((b) => ({ id: b.id, name: b.name }))), []),
        soft((brand ? context.upstream.call("tradingPartnersByBrand", { params: { id: brand } }) : context.upstream.call("tradingPartners")), [] as TradingPartner[]),
      ]);
      return { brands: brands.value, partners: dedupeById(partners.value), failed: partners.failed };
    },
    t("supplier.partners.forbidden"),
  );
  return { ...data, brand: brand ? String(brand) : "", q };
}

export default function TradePartners() {
  const { brands, partners, failed, brand, q } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  // The same search runs on the server (first render, no JavaScript) and in the browser.
  const found = searchByName(partners, q);
  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle title={t("supplier.partners.title")} intro={`${t("supplier.partners.intro")} ${t("supplier.partners.searchHint")}`} />
      <FilterBar
        search={{ name: "q", label: t("supplier.partners.search"), value: q }}
        selects={[{ name: "brand", label: t("supplier.partners.brand"), value: brand, allLabel: t("supplier.partners.allBrands"), options: brands.map((b) => ({ value: String(b.id), label: b.name })) }]}
      />
      {failed ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
          {t("supplier.partners.failed")}
        </p>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600" aria-live="polite">
            {t("supplier.partners.count", { count: found.length })}
          </p>
          {found.length === 0 ? (
            <p className="rounded-lg bg-white p-4 shadow-sm">{t("supplier.partners.empty")}</p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2">
              {found.map((p) => (
                <li key={p.id} className="rounded-lg bg-white p-4 shadow-sm">
                  <h2 className="text-lg font-semibold">
                    <Link to={p.link} className="text-brand-700 underline-offset-2 hover:underline">
                      {p.name}
                    </Link>
                  </h2>
                  {p.city ? <p className="text-sm text-slate-600">{p.city}</p> : null}
                  <p className="mt-1 text-sm text-slate-700">
                    {t("supplier.partners.carries")}: {p.brands.map((b) => b.name).join(", ")}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
