/**
 * The portal host's side of the metrics (decision 0961): every request timed by its route pattern
 * (`res.locals.route`, set by whoever answers: a Remix route id, "api", "static", …), and
 * GET /metrics for Prometheus, open only to a bearer of METRICS_TOKEN or to a scraper whose own
 * address TRUST_PROXY names (a request that came *through* that proxy resolves to its client's
 * address, so the public never gets there by way of nginx).
 */
import type { RequestHandler, Response } from "express";
import { metrics, metricsText } from "../api/metrics";
import { metricsAccess, type MetricsAccess } from "../api/metrics-access";

/** Names the route a request is counted under; the last one set wins. */
export function countAs(res: Response, route: string): void {
  res.locals.metricsRoute = route;
}

/** Times each request and counts it under its route pattern once answered (or aborted). */
export function httpMetrics(): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once("close", () => {
      const route = typeof res.locals.metricsRoute === "string" ? res.locals.metricsRoute : "unmatched";
      metrics.httpRequest(route, req.method, res.statusCode, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  };
}

/** GET /metrics, open as server/api/metrics-access.ts says. */
export function metricsEndpoint(access: MetricsAccess): RequestHandler {
  const allowed = metricsAccess(access);
  return (req, res, next) => {
    countAs(res, "metrics");
    const status = allowed(req.get("authorization"), req.ip);
    if (status !== 200) {
      res.status(status).set("Cache-Control", "no-store").type("text/plain; charset=utf-8").send(status === 403 ? "Forbidden\n" : "Not Found\n");
      return;
    }
    metricsText().then(({ contentType, body }) => {
      res.status(200).set("Cache-Control", "no-store").type(contentType).send(body);
    }, next);
  };
}
