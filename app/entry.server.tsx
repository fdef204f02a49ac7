import { Transform } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { registerAllAreas } from "./locales/de/all-areas";
import { NonceProvider } from "./nonce";

// Loaders, actions and toasts translate keys of every area; the browser registers per screen.
registerAllAreas();

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce || undefined;
  // Bots and no-JS clients get the whole document at once; browsers get it streamed.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "");
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const onReady = () => {
      shellRendered = true;
      const body = coalescingStream();
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      // Personal pages must never be stored by shared caches or the service worker.
      if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "private, no-store");
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]: onReady,
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000).unref();
  });
}

/**
 * React writes a document in many small chunks within the same tick; passing each one on costs a
 * compression round trip. Chunks written together leave together, later ones (deferred data) still stream.
 */
function coalescingStream(): Transform {
  let pending: Buffer[] = [];
  let scheduled = false;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
      done();
    },
    flush(done) {
      flush();
      done();
    },
  });
  function flush() {
    scheduled = false;
    if (pending.length === 0) return;
    const chunk = pending.length === 1 ? pending[0] : Buffer.concat(pending);
    pending = [];
    stream.push(chunk);
  }
  return stream;
}
