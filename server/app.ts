/**
 * The Express application: security headers + CSP nonce, compression, request id and logs,
 * static assets, body limit, same-origin check, health probes, the embedded API under /api,
 * then the Remix handler.
 */
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { getRequestListener } from "@hono/node-server";
import type { Config } from "./config";
import type { Logger } from "./logger";
import { bodyLimit, parseByteSize } from "./http/body-limit";
import { MULTIPART_OVERHEAD, UPLOAD_MAX_BYTES } from "./api/files/upload";
import { GALLERY_UPLOAD_MAX_BYTES } from "./api/contract/masterdata";
import { requestLog } from "./http/request-log";
import { countAs, httpMetrics, metricsEndpoint } from "./http/metrics";
import { sameOriginOnly } from "./http/same-origin";
import { cspNonce, hsts, securityHeaders } from "./http/security-headers";
import { forwardedHostOnlyFromTrustedProxy } from "./http/forwarded-host";
import {
  cookieLanguage,
  cookiesSecure,
  createGetLoadContext,
  createZrConnection,
  documentBodyOf,
  frameOrigin,
  languageCookie,
  languageOfRequest,
  runInLanguage,
  safeRedirect,
  type Transport,
} from "../app/.server/load-context";
import { remixRequestHandler } from "./http/remix-handler";
import type { EmbeddedFetch } from "./api/embedded";
import { refusalText } from "./api/locales/refusals";
import type { Rotation } from "./shutdown";

export interface PortalServerOptions {
  config: Config;
  logger: Logger;
  /** The Remix server build; a function so development can swap it after a rebuild. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** In-process API (embedded mode); absent when UPSTREAM_URL points to an external one. */
  api?: EmbeddedFetch;
  /** The ZR-Simulator (server/zr) under /sam; absent with ZR_BASE_URL or without the embedded API. */
  zrSimulator?: EmbeddedFetch;
  /** Readiness: throws when the database (or the upstream API) is not reachable. */
  ready: () => Promise<void>;
  /** true once the instance is stopping (decision 0962): its answers then close their connections */
  draining?: () => boolean;
  /** behind a proxy: how a stopping instance gets itself taken out (server/shutdown.ts) */
  rotation?: Pick<Rotation, "refused">;
}

const EMBEDDED_ORIGIN = "http://embedded.api";

/**
 * Uploads (images up to 25 MB, documents for review up to 20 MB, plus the multipart framing; the API
 * checks each kind's own limit) are accepted only on these
 * paths: the API's POST /files and the portal's upload form target. A gallery's multi-photo form
 * (/files/gallery) takes several photos in one submit, up to GALLERY_UPLOAD_MAX_BYTES together
 * (each file is still limited on its own). Everything else keeps BODY_LIMIT. All are checked from
 * Content-Length before any byte of the body is read.
 */
/** The settings' avatar form (decision 0552). */
export const AVATAR_UPLOAD_PATH = "/account/avatar";
/** The company import (decision 0953): the portal's form with the file, and the API's body with it in base64. */
export const COMPANY_IMPORT_PATHS = ["/verband/firmen/import", "/api/extranet/member-companies/imports"];
export const UPLOAD_PATHS = new Set(["/api/files", "/files/upload", "/api/users/me/avatar", AVATAR_UPLOAD_PATH, ...COMPANY_IMPORT_PATHS]);
export const UPLOAD_BODY_LIMIT = UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD;
export const GALLERY_UPLOAD_PATH = "/files/gallery";
export const GALLERY_UPLOAD_BODY_LIMIT = GALLERY_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD;
/** The portal's upload forms: a refusal goes back to the screen (returnTo) with the reason in the URL. */
const PORTAL_UPLOAD_REFUSAL: Record<string, string> = { "/files/upload": "too-large", [GALLERY_UPLOAD_PATH]: "batch-too-large", [AVATAR_UPLOAD_PATH]: "too-large" };
/**
 * The association's forms with an image in them (news, brands; decision 0964): the portal reads the
 * file part through the image limit and drops the rest, so a photo somewhat too large comes back as
 * the field's refusal with the typed text kept; they take a gallery's body.
 */
export const FORM_IMAGE_PATH = /^\/verband\/(news|marken)\/(neu|\d+)$/i;
/** The ZR-Simulator's receipt upload and sales-report import take files too (up to ZR_UPLOAD_MAX_BYTES). */
const ZR_UPLOAD_PATH = /^\/sam\/s\/[\w-]+\/(upload|sales-report)$/;

export function createPortalServer({ config, logger, build, api, zrSimulator, ready, draining, rotation }: PortalServerOptions) {
  const { env } = config;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  const transport: Transport = api ? (request) => api.fetch(request) : (request) => fetch(request);
  const upstreamBaseUrl = env.UPSTREAM_URL ?? EMBEDDED_ORIGIN;

  app.use(httpMetrics());
  // A stopping instance closes each connection after its answer, so a balancer keeps none it could
  // reuse just as the instance closes its idle ones: that race would fail a form post. A read that
  // came through the proxy is answered 504, unread: nginx sends it to the other instance and takes
  // this one out before it stops accepting (server/shutdown.ts TAKE_OUT, decision 0970).
  if (draining) {
    const viaProxy = app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
    app.use((req, res, next) => {
      if (!draining()) return next();
      res.set("Connection", "close");
      if (rotation && (req.method === "GET" || req.method === "HEAD") && viaProxy(req.socket.remoteAddress, 0)) {
        countAs(res, "draining");
        rotation.refused();
        res.status(504).set("Cache-Control", "no-store").end();
        return;
      }
      next();
    });
  }
  app.use(requestLog(logger, env.LOG_FULL_IP));
  app.use(cspNonce());
  app.use(securityHeaders({ development: env.NODE_ENV === "development", frameOrigin: frameOrigin(env.ZR_BASE_URL) }));
  app.use(hsts());
  // zlib level 3, the fastest strategy's best ratio: a page is about 10 % larger than at the default
  // level 6 and costs half the CPU to compress (decision 0522); nginx's own default is level 1.
  app.use(compression({ level: 3 }));
  app.use((req, res, next) => {
    // Spec §9, issue 42: the language a first visit detected (Accept-Language), remembered for a year.
    if (!cookieLanguage(req.headers.cookie)) {
      res.append("Set-Cookie", languageCookie(languageOfRequest({ acceptLanguage: req.headers["accept-language"] }), cookiesSecure(env.COOKIE_SECURE, req)));
    }
    next();
  });

  // Fingerprinted build assets never change; everything else in public/ is revalidated hourly.
  app.use("/build", (_req, res, next) => (countAs(res, "static"), next()));
  app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y", index: false }));
  const publicFiles = express.static("public", {
    maxAge: "1h",
    index: false,
    setHeaders(res, filePath) {
      if (filePath.endsWith("sw.js")) res.setHeader("Cache-Control", "no-cache");
    },
  });
  // Only file names reach the disk: page routes have no extension and skip a stat per request.
  app.use((req, res, next) => (/\.\w+$/.test(req.path) ? (countAs(res, "static"), publicFiles(req, res, next)) : next()));

  app.get("/healthz", (_req, res) => {
    countAs(res, "healthz");
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get("/readyz", (_req, res) => {
    countAs(res, "readyz");
    ready().then(
      () => res.set("Cache-Control", "no-store").json({ status: "ready" }),
      (error: unknown) => {
        logger.warn("not ready", { error });
        res.status(503).set("Cache-Control", "no-store").json({ status: "unavailable" });
      },
    );
  });

  app.get("/metrics", metricsEndpoint({ token: env.METRICS_TOKEN, trustProxy: env.TRUST_PROXY }));

  const refuse = (status: 400 | 403 | 411 | 413): RequestHandler => (req, res) => {
    countAs(res, "refused");
    // before any session: the browser's language, German unless it prefers English
    const message = refusalText(status, req.acceptsLanguages("de", "en") === "en" ? "en" : "de");
    logger.warn("request refused", { requestId: res.locals.requestId, status, path: req.path });
    if (req.path.startsWith("/api/")) {
      const code = status === 403 ? "FORBIDDEN" : status === 413 ? "CONTENT_TOO_LARGE" : "INVALID_PAYLOAD";
      res.status(status).json({ errors: [{ message, extensions: { code } }] });
    } else {
      res.status(status).type("text/plain; charset=utf-8").send(message);
    }
  };
  app.use(forwardedHostOnlyFromTrustedProxy(env.PUBLIC_URL, refuse(400)));
  const baseLimit = parseByteSize(env.BODY_LIMIT);
  app.use(
    bodyLimit(
      (req) =>
        req.method !== "POST"
          ? baseLimit
          : req.path.toLowerCase() === GALLERY_UPLOAD_PATH || FORM_IMAGE_PATH.test(req.path)
            ? Math.max(baseLimit, GALLERY_UPLOAD_BODY_LIMIT)
            : UPLOAD_PATHS.has(req.path.toLowerCase()) || ZR_UPLOAD_PATH.test(req.path)
              ? Math.max(baseLimit, UPLOAD_BODY_LIMIT)
              : baseLimit,
      (status) =>
        status === 413
          ? (req, res, next) => {
              // The portal's upload form: back to the screen it came from, with the German refusal there.
              const reason = PORTAL_UPLOAD_REFUSAL[req.path.toLowerCase()];
              if (!reason) return refuse(413)(req, res, next);
              const back = safeRedirect(typeof req.query.returnTo === "string" ? req.query.returnTo : "", "/dashboard");
              const url = new URL(back, "http://portal.invalid");
              url.searchParams.set("upload", reason);
              logger.warn("upload refused", { requestId: res.locals.requestId, status, path: req.path });
              res.set("Connection", "close").redirect(303, url.pathname + url.search);
            }
          : refuse(status),
    ),
  );
  app.use(sameOriginOnly(refuse(403)));

  if (api) {
    const listener = getRequestListener((request, env) => api.fetch(request, env));
    app.use((req, res, next) => {
      if (req.path !== "/api" && !req.path.startsWith("/api/")) return next();
      countAs(res, "api");
      // The API reads the client address Express resolved (req.ip, under TRUST_PROXY) from the request object.
      void listener(req, res);
    });
  }

  if (zrSimulator) {
    const listener = getRequestListener((request) => zrSimulator.fetch(request));
    app.use((req, res, next) => (req.path === "/sam" || req.path.startsWith("/sam/") ? (countAs(res, "zr-simulator"), void listener(req, res)) : next()));
  }
  const zr = env.ZR_BASE_URL
    ? createZrConnection((request) => fetch(request), env.ZR_BASE_URL, env.ZR_BASE_URL)
    : zrSimulator
      ? createZrConnection((request) => zrSimulator.fetch(request), "http://zr.embedded", "")
      : null;

  const getLoadContext = createGetLoadContext({
    zr,
    showroomUrl: env.DIGITAL_SHOWROOM_URL,
    transport,
    upstreamBaseUrl,
    sessionSecret: config.secrets.sessionSecret,
    cookieSecure: env.COOKIE_SECURE,
    logger,
  });
  const remix = remixRequestHandler({
    build,
    mode: env.NODE_ENV === "development" ? "development" : "production",
    getLoadContext: (req, res) => getLoadContext(req, res),
    documentBodyOf,
  });
  // Everything Remix does for this request (loaders, actions, rendering) runs in its language (decision 0986).
  app.all("*", (req, res, next) => runInLanguage(languageOfRequest({ cookie: req.headers.cookie, acceptLanguage: req.headers["accept-language"] }), () => remix(req, res, next)));

  return app;
}
