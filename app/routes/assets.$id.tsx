/** /assets/{id}: images and files of the API, streamed through the portal (no token in any URL). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { fileQuery, streamFile } from "~/.server/file-response";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const query = fileQuery(new URL(request.url), ["width", "height", "fit", "download"]);
  return streamFile(request, context, () => context.upstream.call("asset", { params: { id: params.id ?? "" }, query, ifNoneMatch: request.headers.get("if-none-match") }));
}
