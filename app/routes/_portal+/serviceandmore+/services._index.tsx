/** /ServiceAndMore/Services: the partner-service tree; items without service_id link to '#'. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n";
import type { PartnerService } from "#contract";
import { guardedLoad } from "~/.server/content";
import { PageTitle } from "~/components/content/page-title";
import { t } from "~/i18n";

export const meta: MetaFunction = () => [{ title: `${t("content.services.title")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { data } = await guardedLoad(request, context, "services", () => context.upstream.call("partnerServices"));
  return { services: data };
}

function ServiceTree({ services, level }: { services: PartnerService[]; level: number }) {
  return (
    <ul className={level === 0 ? "space-y-4" : "mt-2 space-y-2 border-l border-slate-200 pl-4"}>
      {services.map((s) => (
        <li key={s.id} className={level === 0 ? "rounded-lg bg-white p-4 shadow-sm" : ""}>
          {/* A plain anchor: '#' for items without service_id (spec §2). */}
          <a href={s.link} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            {s.title}
          </a>
          <p className="text-sm text-slate-700">{s.teaser}</p>
          {s.children.length ? <ServiceTree services={s.children} level={level + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}

export default function Services() {
  const { services } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle title={t("content.services.title")} />
      <ServiceTree services={services} level={0} />
    </div>
  );
}
