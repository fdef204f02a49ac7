/**
 * /website/preview/{collection}/{id}: one entry as the public website renders it — server
 * rendered HTML with no JavaScript at all (a resource route, so no scripts are ever attached).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { renderToStaticMarkup } from "react-dom/server";
import { idParam, loadOrForbidden } from "~/.server/editing";
import { forbidden, requireRoute } from "~/.server/guards";
import { COLLECTION_SCREENS, wordedScreen } from "~/.server/collection-screens";
import { PreviewPage } from "~/components/collections/preview-page";
import { addressChoice } from "~/.server/address-choice";
import { jobPosting, jsonLdText, missingForJobPosting } from "~/lib/collections/job-posting";
import { t } from "~/i18n";
import { screenOf } from "#contract/describe";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // Every website screen has the same rule (TRADINGPAGES); the guard runs before anything is looked up.
  const user = await requireRoute(request, context, COLLECTION_SCREENS.banner.routeId);
  const screen = Object.values(COLLECTION_SCREENS).find((s) => s.description.name === params.collection);
  if (!screen) throw forbidden();
  // A screen with a narrower rule (private brands: HP) guards its preview too.
  if (screen.routeId !== COLLECTION_SCREENS.banner.routeId) await requireRoute(request, context, screen.routeId);
  const item = await loadOrForbidden(() => context.upstream.call("collectionItem", { params: { collection: screen.description.name, id: idParam(params.id) } }));
  const hasAddress = Object.values(screen.description.fields).some((f) => f.input === "address");
  const addresses = hasAddress ? await context.upstream.call("addressChoices") : [];
  // A published job also carries its schema.org JobPosting, so job search engines find the partner's site.
  const isJob = screen.description.name === "jobs";
  const address = addresses.find((a) => a.id === item.address) ?? null;
  const posting = isJob ? jobPosting(item, { organization: { name: user.company.name }, address, origin: new URL(request.url).origin }) : null;
  // A published job without structured data: say what is missing, by the form's labels.
  const view = wordedScreen(screenOf(screen.description));
  const lacking = isJob && !posting && item.status === "published" && item.is_template !== true ? missingForJobPosting(item, address).map((name) => view.fields.find((f) => f.name === name)?.label ?? name) : [];
  const html = renderToStaticMarkup(
    <PreviewPage
      screen={view}
      item={item}
      notice={lacking.length ? `${t("website.previewNotice")} ${t("website.jobPostingMissing", { fields: lacking.join(", ") })}` : t("website.previewNotice")}
      jsonLd={posting ? jsonLdText(posting) : null}
      addresses={addresses.map(addressChoice)}
      texts={{ yes: t("website.yes"), no: t("website.no"), more: t("website.previewPage.more"), image: t("website.previewPage.image") }}
      nonce={context.cspNonce}
    />,
  );
  return new Response(`<!DOCTYPE html>${html}`, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}
