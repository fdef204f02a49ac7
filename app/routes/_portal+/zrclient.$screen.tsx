/**
 * /ZrClient/List, /ZrClient/Receipt-Search, /ZrClient/Upload, /ZrClient/Sales-Report,
 * /ZrClient/Statistic, /ZrClient/Trading-Partner (spec §2): one module for the six screens, as each
 * shows the settlement system's page in a frame (~/components/zr/zr-frame); the route registry
 * holds each screen's access rule. An unknown screen is the 404 page.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { loadZrScreen } from "~/.server/zr";
import { ZrScreen } from "~/components/zr/zr-frame";
import { t } from "~/i18n";
import { zrRouteOf } from "~/lib/zr-client";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data ? t(data.labelKey) : ""} – ${t("portal.title")}` }];

export const loader = ({ request, context, params }: LoaderFunctionArgs) => {
  const routeId = zrRouteOf(params.screen ?? "");
  if (!routeId) throw new Response(t("errors.notFound"), { status: 404, statusText: "Not Found" });
  return loadZrScreen(request, context, routeId);
};

export default ZrScreen;
