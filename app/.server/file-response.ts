/**
 * Passes a file answer of the API on to the browser as a stream: only the headers that describe
 * the file travel along, and API errors become the portal's 401/403/404 answers.
 */
import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { loginPath } from "~/lib/safe-redirect";
import { t } from "~/i18n";
import { isUpstreamError } from "./upstream";

const PASSED_HEADERS = ["content-type", "content-length", "content-disposition", "cache-control", "etag", "last-modified"];

/** Query parameters a file URL may carry (spec §3 document link parameters + image fit). */
export function fileQuery(url: URL, allowed: readonly string[]): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of allowed) {
    const value = url.searchParams.get(name);
    if (value !== null) query.set(name, value);
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
    const status = error.status === 401 ? 401 : error.status === 403 ? 403 : error.status === 404 ? 404 : 502;
    const text = status === 403 ? t("errors.forbidden") : status === 404 ? t("errors.notFound") : t("errors.internal");
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
