/** /documents/{id}/file: the document's bytes streamed from the API (download, thumbnail, width, height). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { fileQuery, streamFile } from "~/.server/file-response";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const query = fileQuery(new URL(request.url), ["download", "thumbnail", "width", "height"]);
  return streamFile(request, context, () => context.upstream.call("documentFile", { params: { id: params.id ?? "" }, query: query, ifNoneMatch: request.headers.get("if-none-match") }));
}
