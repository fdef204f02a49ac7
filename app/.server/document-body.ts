/**
 * A rendered document's bytes, handed from `entry.server` to the host past the Response's body
 * stream (decision 0534): the host writes them in one call instead of reading them back chunk by
 * chunk. The Response keeps its body, so anything else that reads it gets the same bytes.
 */
const DOCUMENT_BODY = Symbol.for("partnerportal.document-body");

export function documentResponse(body: Buffer, init: ResponseInit): Response {
  const response = new Response(body as Uint8Array<ArrayBuffer>, init);
  (response as unknown as Record<symbol, Buffer>)[DOCUMENT_BODY] = body;
  return response;
}

/** The bytes of a document made by `documentResponse` (whether or not its stream was read: they are its body); otherwise undefined. */
export function documentBodyOf(response: Response): Buffer | undefined {
  return (response as unknown as Record<symbol, Buffer | undefined>)[DOCUMENT_BODY];
}
