/** /trading-partners/{id} (suppliers): a partner's read-only profile — address, visible contacts, the supplier's brands it carries. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n";
import { guardedLoad } from "~/.server/content";
import { idParam } from "~/.server/editing";
import { ContactDetails } from "~/components/content/contact-details";
import { DetailHeader } from "~/components/content/page-title";
import { t } from "~/i18n";
import { registerSupplier } from "~/locales/de/supplier";

registerSupplier();

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.partner.name ?? t("supplier.partners.title")} – ${t("portal.title")}` }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = idParam(params.id);
  const { data: partner } = await guardedLoad(request, context, "tradePartners", () => context.upstream.call("tradingPartner", { params: { id } }), t("supplier.partners.forbidden"));
  return { partner };
}

export default function TradingPartnerProfile() {
  const { partner } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const a = partner.address;
  return (
    <div className="mx-auto max-w-4xl">
      <DetailHeader backTo="/tradepartners" backLabel={t("supplier.partners.back")} title={partner.name} />
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="partner-address" className="rounded-lg bg-white p-4 shadow-sm">
          <h2 id="partner-address" className="text-lg font-semibold">
            {t("supplier.partners.address")}
          </h2>
          <address className="mt-2 not-italic">
            {a.street ? <div>{a.street}</div> : null}
            {a.zip || a.city ? <div>{[a.zip, a.city].filter(Boolean).join(" ")}</div> : null}
          </address>
          <ContactDetails phone={a.phone} email={a.email} website={a.website} />
        </section>
        <section aria-labelledby="partner-brands" className="rounded-lg bg-white p-4 shadow-sm">
          <h2 id="partner-brands" className="text-lg font-semibold">
            {t("supplier.partners.brands")}
          </h2>
          <ul className="mt-2 list-disc pl-5">
            {partner.brands.map((b) => (
              <li key={b.id}>{b.name}</li>
            ))}
          </ul>
        </section>
      </div>
      <section aria-labelledby="partner-contacts" className="mt-4 rounded-lg bg-white p-4 shadow-sm">
        <h2 id="partner-contacts" className="text-lg font-semibold">
          {t("supplier.partners.contacts")}
        </h2>
        {partner.contacts.length === 0 ? (
          <p className="mt-2 text-slate-600">{t("supplier.partners.noContacts")}</p>
        ) : (
          <ul className="mt-2 grid gap-3 sm:grid-cols-2">
            {partner.contacts.map((c) => (
              <li key={c.id} className="rounded-md border border-slate-200 p-3">
                <p className="font-medium">{c.name}</p>
                {c.jobtitle ? <p className="text-sm text-slate-600">{c.jobtitle}</p> : null}
                <ContactDetails phone={c.phone} email={c.email} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
