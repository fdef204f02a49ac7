/**
 * /ServiceAndMore/ContactPartner: the association's contact persons responsible for the user's
 * company (extranet/sam-contacts) with photo, role, phone and mail. If the list cannot be loaded
 * or is empty, the partner-service address stands in, so nobody is left without someone to ask.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n";
import { guardedLoad } from "~/.server/content";
import { isUpstreamError } from "~/.server/upstream";
import { ContactDetails } from "~/components/content/contact-details";
import { PageTitle } from "~/components/content/page-title";
import { t } from "~/i18n";
import { registerSupplier } from "~/locales/de/supplier";

registerSupplier();

export const meta: MetaFunction = () => [{ title: `${t("content.services.contactTitle")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { data } = await guardedLoad(request, context, "contactPartner", async () => {
    try {
      return { contacts: await context.upstream.call("samContacts"), failed: false };
    } catch (error) {
      if (isUpstreamError(error) && (error.status === 401 || error.status === 403)) throw error;
      return { contacts: [], failed: true };
    }
  });
  return data;
}

export default function ContactPartner() {
  const { contacts, failed } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const support = t("help.supportEmail");
  return (
    <div className="mx-auto max-w-4xl">
      <PageTitle title={t("content.services.contactTitle")} intro={t("supplier.contactPartner.intro")} />
      {contacts.length === 0 ? (
        <p role={failed ? "alert" : undefined} className="rounded-lg bg-white p-4 shadow-sm">
          {t(failed ? "supplier.contactPartner.failed" : "supplier.contactPartner.empty")}{" "}
          <a className="text-brand-700 underline" href={`mailto:${support}`}>
            {support}
          </a>
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {contacts.map((c) => (
            <li key={c.id} className="flex gap-4 rounded-lg bg-white p-4 shadow-sm">
              {c.photo ? (
                <img src={`/assets/${c.photo}?width=192&height=192&fit=cover`} alt="" width={96} height={96} className="h-24 w-24 shrink-0 rounded-full object-cover" />
              ) : null}
              <div className="min-w-0">
                <h2 className="text-lg font-semibold text-slate-900">
                  {c.first_name} {c.last_name}
                </h2>
                <p className="text-slate-700">{c.role}</p>
                <ContactDetails phone={c.phone} email={c.email} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
