/**
 * Remix behind Express, as `@remix-run/express` 2.17 does it (its request and response conversion,
 * which that package does not export, are followed line by line below), except that a rendered
 * document (decision 0534) leaves in one `res.end` instead of being read back from its body
 * stream chunk by chunk. Everything else (data requests, resources, redirects, HEAD) streams.
 */
import {
  createReadableStreamFromReadable,
  createRequestHandler as createRemixHandler,
  writeReadableStreamToWritable,
  type AppLoadContext,
  type ServerBuild,
} from "@remix-run/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { countAs } from "./metrics";
import { routeIdOf } from "./route-id";

export interface RemixHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => Promise<AppLoadContext>;
  /** the bytes of a document the entry rendered whole, when `response` is one */
  documentBodyOf: (response: Response) => Buffer | undefined;
}

export function remixRequestHandler({ build, mode, getLoadContext, documentBodyOf }: RemixHandlerOptions): RequestHandler {
  const handleRequest = createRemixHandler(build, mode);
  return async (req, res, next) => {
    try {
      // Single fetch asks for data at `<path>.data`; Remix still runs a legacy `?_data=` request
      // (a scanner's) through its old data path, which fails on a loader's null with a 500.
      if (req.query._data !== undefined) {
        countAs(res, "not-found");
        res.status(400).end();
        return;
      }
      countAs(res, typeof build === "function" ? "remix" : routeIdOf(build, req.path));
      const request = createRemixRequest(req, res);
      const response = await handleRequest(request, await getLoadContext(req, res));
      const document = documentBodyOf(response);
      if (document) sendDocument(res, response, document);
      else await sendRemixResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/** `@remix-run/express`'s createRemixRequest: the URL as the client asked (honouring TRUST_PROXY), aborted when the client goes. */
function createRemixRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const [, forwardedPort] = req.get("X-Forwarded-Host")?.split(":") ?? [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const [forwarded, host] = [Number.parseInt(forwardedPort ?? "", 10), Number.parseInt(hostPort ?? "", 10)];
  const port = Number.isSafeInteger(forwarded) ? forwarded : Number.isSafeInteger(host) ? host : "";
  const url = new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
  let controller: AbortController | null = new AbortController();
  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headers)) {
    if (!values) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(name, value);
    else headers.set(name, values);
  }
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  // Loaders and actions stop once nothing can be written any more (`close` without `finish`).
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  return new Request(url.href, init);
}

/** `@remix-run/express`'s sendRemixResponse. */
async function sendRemixResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/** The response's status and headers, added to those the middleware set (as `res.append` does), and its bytes. */
function sendDocument(res: ExpressResponse, response: Response, body: Buffer): void {
  res.statusCode = response.status;
  for (const [name, value] of response.headers) {
    const earlier = res.getHeader(name);
    res.setHeader(name, earlier === undefined ? value : ([] as string[]).concat(earlier as string | string[], value));
  }
  res.end(body);
}
