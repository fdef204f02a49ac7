/**
 * Passes a file answer of the API on to the browser as a stream: only the headers that describe
 * the file travel along, and API errors become the portal's 401/403/404 answers.
 */
import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { loginPath } from "~/lib/safe-redirect";
import { t } from "~/i18n";
import { isUpstreamError } from "./upstream";
import { enumParam, intParam } from "./query";
import { IMAGE_FITS, IMAGE_VARIANT_MAX } from "#contract/items";

const PASSED_HEADERS = ["content-type", "content-length", "content-disposition", "cache-control", "etag", "last-modified"];

/** How each query parameter of a file URL is read (the API's assetQuerySchema; spec §3 link parameters). */
const FILE_PARAMS = {
  width: (url: URL) => intParam(url, "width", IMAGE_VARIANT_MAX),
  height: (url: URL) => intParam(url, "height", IMAGE_VARIANT_MAX),
  fit: (url: URL) => enumParam(url, "fit", IMAGE_FITS),
  download: (url: URL) => switchParam(url, "download"),
  thumbnail: (url: URL) => switchParam(url, "thumbnail"),
} as const;

/** `download=`, `download=true` and `download=1` ask for it; anything else is malformed. */
const switchParam = (url: URL, name: string) => (url.searchParams.has(name) ? (enumParam(url, name, ["true", "1"]) ?? "") : undefined);

/** Query parameters a file URL may carry, read strictly (decision 0553): a malformed one is the 400 page. */
export function fileQuery(url: URL, allowed: readonly (keyof typeof FILE_PARAMS)[]): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of allowed) {
    const value = FILE_PARAMS[name](url);
    if (value !== undefined) query.set(name, String(value));
  }
  return query;
}

export async function streamFile(request: Request, context: AppLoadContext, fetchFile: () => Promise<Response>): Promise<Response> {
  if (!context.signedIn) {
    const url = new URL(request.url);
    throw redirect(loginPath(url.pathname + url.search));
  }
  let upstream: Response;
  try {
    upstream = await fetchFile();
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    const status = error.status === 400 ? 400 : error.status === 401 ? 401 : error.status === 403 ? 403 : error.status === 404 ? 404 : 502;
    const text = status === 400 ? t("errors.badRequest") : status === 403 ? t("errors.forbidden") : status === 404 ? t("errors.notFound") : t("errors.internal");
    return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  // X-Content-Type-Options: nosniff comes with the security headers of every response (helmet).
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.status === 304 ? null : upstream.body, { status: upstream.status === 304 ? 304 : 200, headers });
}
