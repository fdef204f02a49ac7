/**
 * /website/preview/{collection}/{id}: one entry as the public website renders it — server
 * rendered HTML with no JavaScript at all (a resource route, so no scripts are ever attached).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { renderToStaticMarkup } from "react-dom/server";
import { idParam, loadOrForbidden } from "~/.server/editing";
import { forbidden, requireRoute } from "~/.server/guards";
import { COLLECTION_SCREENS } from "~/.server/collection-screens";
import { PreviewPage } from "~/components/collections/preview-page";
import { t } from "~/i18n";
import { screenOf } from "../../server/api/collections/describe";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // Every website screen has the same rule (TRADINGPAGES); the guard runs before anything is looked up.
  await requireRoute(request, context, COLLECTION_SCREENS.banner.routeId);
  const screen = Object.values(COLLECTION_SCREENS).find((s) => s.description.name === params.collection);
  if (!screen) throw forbidden();
  const item = await loadOrForbidden(() => context.upstream.items(screen.description.name).one(idParam(params.id)));
  const html = renderToStaticMarkup(<PreviewPage screen={screenOf(screen.description)} item={item} notice={t("website.previewNotice")} />);
  return new Response(`<!DOCTYPE html>${html}`, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}
