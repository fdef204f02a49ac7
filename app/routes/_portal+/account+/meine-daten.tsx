/**
 * /account/meine-daten: everything the portal holds about the user as a ZIP (issue 41, decision
 * 0980). "Anfordern" queues the export; the list shows it pending, ready (with its one-time
 * download link), downloaded or expired — with the exports Administration asked for others.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { guardedLoad } from "~/.server/content";
import { requireRoute } from "~/.server/guards";
import { redirectWithToast } from "~/.server/toast";
import { buttonClass } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { SectionCard } from "~/components/ui/section-card";
import { t, useTranslation } from "~/i18n";
import { formatDateTime } from "~/lib/format";
import { registerPrivacyRegister } from "~/locales/de/privacy-register";

registerPrivacyRegister();

export const meta: MetaFunction = () => [{ title: `${t("privacyRegister.myData.title")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { data } = await guardedLoad(request, context, "myData", () => context.upstream.call("dataExports"));
  return {
    exports: data.map((e) => ({
      id: e.id,
      subject: e.subject.name,
      requestedAt: formatDateTime(e.requested_at),
      status: t(`privacyRegister.myData.statuses.${e.status}`),
      expiresAt: e.status === "ready" && e.expires_at ? formatDateTime(e.expires_at) : null,
      link: e.link,
    })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireRoute(request, context, "myData");
  await context.upstream.call("dataExportRequest");
  return redirectWithToast(context, "/account/meine-daten", { kind: "success", message: t("privacyRegister.myData.requested") });
}

export default function MyData() {
  const { exports } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">{t("privacyRegister.myData.title")}</h1>
      <SectionCard id="my-data" heading={t("privacyRegister.myData.caption")} intro={t("privacyRegister.myData.intro")}>
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="request" />
          <button type="submit" className={buttonClass("primary")}>
            {t("privacyRegister.myData.request")}
          </button>
        </Form>
        <DataTable
          className="mt-4"
          variant="plain"
          caption={t("privacyRegister.myData.caption")}
          rows={exports}
          rowKey={(e) => e.id}
          empty={t("privacyRegister.myData.empty")}
          columns={[
            { key: "subject", header: t("privacyRegister.myData.subject"), cell: (e) => e.subject },
            { key: "requested", header: t("privacyRegister.myData.requestedAt"), cell: (e) => e.requestedAt },
            { key: "status", header: t("privacyRegister.myData.status"), cell: (e) => e.status },
            { key: "expires", header: t("privacyRegister.myData.expiresAt"), cell: (e) => e.expiresAt ?? "" },
            {
              key: "download",
              header: t("privacyRegister.myData.download"),
              cell: (e) =>
                e.link ? (
                  <a href={e.link} download className="font-medium text-brand-700 underline">
                    {t("privacyRegister.myData.download")}
                  </a>
                ) : null,
            },
          ]}
        />
      </SectionCard>
    </div>
  );
}
