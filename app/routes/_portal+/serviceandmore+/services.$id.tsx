/** /ServiceAndMore/Services/{id}: a service with its text and brands. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n";
import { guardedLoad } from "~/.server/content";
import { DetailHeader } from "~/components/content/page-title";
import { t } from "~/i18n";
import { registerContent } from "~/locales/de/content";

registerContent();

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.service.title ?? t("content.services.title")} – ${t("portal.title")}` }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { data } = await guardedLoad(request, context, "services", () => context.upstream.call("partnerService", { params: { id: params.id ?? "" } }));
  return { service: data };
}

export default function ServiceDetail() {
  const { service } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <article className="mx-auto max-w-3xl">
      <DetailHeader backTo="/serviceandmore/services" backLabel={t("content.services.back")} title={service.title} intro={service.teaser} />
      <div className="whitespace-pre-line text-slate-800">{service.text}</div>
      <h2 className="mt-6 text-lg font-semibold">{t("content.services.brands")}</h2>
      {service.brands.length ? (
        <ul className="mt-2 list-disc pl-6">
          {service.brands.map((b) => (
            <li key={b.id}>{b.name}</li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600">{t("content.list.empty")}</p>
      )}
    </article>
  );
}
