/**
 * /files/gallery?collection=…&item=…&gallery=…&returnTo=… — the target of a gallery's
 * multi-photo form (resource route, action only; app/.server/gallery-upload.ts does the work).
 * Without JavaScript it answers a redirect back to the screen with each file's result in the URL
 * and a toast; the script sends one file per request (for its progress bar) and asks for JSON.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { galleriesOf } from "#contract/describe";
import { COLLECTION_SCREENS } from "~/.server/collection-screens";
import { forbidden, requireRoute } from "~/.server/guards";
import { loadOrForbidden } from "~/.server/editing";
import { messageOf, resultParams, summaryToast, uploadToGallery } from "~/.server/gallery-upload";
import { redirectWithToast } from "~/.server/toast";
import { loginPath, safeRedirect } from "~/lib/safe-redirect";

/** The screen URL with the results of this submit (earlier results and upload parameters dropped). */
function back(returnTo: string, params: [string, string][], anchor: string): string {
  const url = new URL(returnTo, "http://portal.invalid");
  for (const name of ["result", "more", "upload", "image", "pending", "duplicate", "name"]) url.searchParams.delete(name);
  for (const [k, v] of params) url.searchParams.append(k, v);
  return `${url.pathname}${url.search}#${anchor}`;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const returnTo = safeRedirect(url.searchParams.get("returnTo"));
  if (!context.signedIn) throw redirect(loginPath(returnTo));
  const screen = Object.values(COLLECTION_SCREENS).find((s) => s.description.name === url.searchParams.get("collection"));
  if (!screen) throw forbidden();
  await requireRoute(request, context, screen.routeId);
  const gallery = galleriesOf(screen.description).find((g) => g.field === (url.searchParams.get("gallery") ?? "images"));
  const item = Number(url.searchParams.get("item"));
  if (!gallery || !/^[1-9]\d{0,9}$/.test(url.searchParams.get("item") ?? "")) throw forbidden();
  const wantsJson = request.headers.get("accept")?.startsWith("application/json") === true;
  const anchor = gallery.field === "images" ? "gallery" : gallery.field;
  if (!request.headers.get("content-type")?.startsWith("multipart/form-data")) {
    return wantsJson ? json({ results: [] }, 400) : redirect(back(returnTo, [], anchor), 303);
  }
  const results = await loadOrForbidden(() => uploadToGallery(request, context, screen.description.name, item, gallery));
  if (wantsJson) return json({ results: results.map((r) => ({ ...r, message: messageOf(r.code) })) }, { headers: { "Cache-Control": "no-store" } });
  return redirectWithToast(context, back(returnTo, resultParams(results), anchor), summaryToast(results), { status: 303 });
}
