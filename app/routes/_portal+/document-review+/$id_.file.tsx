/** /document-review/{id}/file: a review document's bytes from extranet/review-documents/{id} (spec §3 link parameters). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { fileQuery, streamFile } from "~/.server/file-response";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const query = fileQuery(new URL(request.url), ["download", "thumbnail", "width", "height"]);
  query.set("reviewDocument", "true");
  return streamFile(request, context, () => context.upstream.call("reviewDocumentFile", { params: { id: params.id ?? "" }, query, ifNoneMatch: request.headers.get("if-none-match") }));
}
