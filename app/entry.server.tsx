import { Writable } from "node:stream";
import { gzipSync } from "node:zlib";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { registerAllAreas } from "./locales/de/all-areas";
import { registerEnglish } from "./locales/en/all-areas";
// The request's language for `t` and the formats (decision 0986); server/app.ts sets it per request.
import "./.server/language";
import { NonceProvider } from "./nonce";
import { acceptsGzip } from "./.server/accept-encoding";
import { documentResponse } from "./.server/document-body";
import { PartStore, partsForRequest } from "./.server/cached-parts";
import { CachedPartsContext } from "./components/layout/cached-part";

// Loaders, actions and toasts translate keys of every area in both languages; the browser registers per screen.
registerAllAreas();
registerEnglish();

export const streamTimeout = 5_000;

// Parts rendered once and copied (decision 0534); not in development, where components change under a running server.
const cachedParts = process.env.NODE_ENV === "development" ? null : new PartStore();

/**
 * Documents leave whole, compressed in one go (decision 0522). No screen defers data, so the
 * document is complete a few milliseconds after its shell, and streaming it bought nothing; but
 * each streamed chunk cost a compression flush and a socket write, and a zlib stream per response
 * costs about 0.3 ms of the main thread before it compresses a byte. Other responses (data
 * requests, files, the API) keep the `compression` middleware, which leaves encoded bodies alone.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce || undefined;
  const parts = cachedParts && partsForRequest(cachedParts);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const document = new Writable({
      // React ends the destination again when it sees it close, which makes Node build an error (and its stack) per request.
      emitClose: false,
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timeout);
        let body: Buffer = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
        if (parts) body = parts.apply(body);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        // Personal pages must never be stored by shared caches or the service worker.
        if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "private, no-store");
        responseHeaders.append("Vary", "Accept-Encoding");
        if (acceptsGzip(request.headers.get("accept-encoding"))) {
          // zlib's fast strategy at its best ratio, as the compression middleware (server/app.ts).
          body = gzipSync(body, { level: 3 });
          responseHeaders.set("Content-Encoding", "gzip");
        }
        responseHeaders.set("Content-Length", String(body.byteLength));
        resolve(documentResponse(body, { headers: responseHeaders, status: responseStatusCode }));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <CachedPartsContext.Provider value={parts}>
        <NonceProvider value={nonce}>
          <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
        </NonceProvider>
      </CachedPartsContext.Provider>,
      {
        nonce,
        // The document leaves whole anyway: a finished Suspense boundary (a lazily loaded part) is
        // written in place, never as a hidden chunk that only a script would reveal (no JavaScript).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady: () => (shellRendered = true),
        onAllReady: () => pipe(document),
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          // Before the shell, Remix reports the rejection itself.
          if (shellRendered) console.error(error);
        },
      },
    );
    // Set before React can finish: it renders no earlier than its next turn of the event loop.
    const timeout = setTimeout(abort, streamTimeout + 1_000).unref();
  });
}
