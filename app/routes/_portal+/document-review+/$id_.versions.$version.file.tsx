/** /document-review/{id}/versions/{version}/file: an earlier version's bytes for the supplier and the reviewers (decision 0541). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { fileQuery, streamFile } from "~/.server/file-response";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const query = fileQuery(new URL(request.url), ["download"]);
  return streamFile(request, context, () =>
    context.upstream.call("reviewDocumentVersionFile", { params: { id: params.id ?? "", version: params.version ?? "" }, query, ifNoneMatch: request.headers.get("if-none-match") }),
  );
}
