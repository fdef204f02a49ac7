/**
 * /Wohnsinnspreise and /Wohnsinnspreise/{id|neu} (spec §2, decision 0920): one route module for the
 * overview and the entry form, so the award adds one route, not two, to every screen's manifest.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { awardEntryAction, loadAwardEntry, loadAwardOverview } from "~/.server/awards";
import { requireRoute } from "~/.server/guards";
import { AwardEntry } from "~/components/awards/entry";
import { AwardOverview } from "~/components/awards/overview";
import { t } from "~/i18n";
import { registerAwards } from "~/locales/de/awards";

registerAwards();

export const meta: MetaFunction = () => [{ title: `${t("nav.awards")} – ${t("portal.title")}` }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, "wohnsinnspreise");
  return params.id === undefined ? loadAwardOverview(context) : loadAwardEntry(request, context, params.id);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireRoute(request, context, "wohnsinnspreise");
  if (params.id === undefined) throw new Response("Method Not Allowed", { status: 405 });
  return awardEntryAction(request, context, params.id);
}

export default function Wohnsinnspreise() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return loaded.kind === "overview" ? <AwardOverview {...loaded} /> : <AwardEntry {...loaded} result={result} />;
}
