/** Request id (kept from a trusted proxy, else new) and one structured log line per request. */
import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import type { Logger } from "../logger";
import { requestScope } from "../process-errors";
import { ipForRecords } from "../api/http/short-ip";
import { firstHeader } from "./same-origin";

const REQUEST_ID = /^[\w.-]{8,128}$/;

/** `fullIp` (LOG_FULL_IP): whole client addresses; otherwise shortened (decision 0973). */
export function requestLog(logger: Logger, fullIp = false): RequestHandler {
  return (req, res, next) => {
    const incoming = req.app.get("trust proxy") ? firstHeader(req.headers["x-request-id"]) : undefined;
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // Only the path: query strings are the user's business and never belong in logs.
      logger.info("request", {
        requestId,
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        ip: ipForRecords(req.ip, fullIp),
      });
    });
    // Everything this request starts runs in its scope: an error nobody handled is logged with its id.
    requestScope.run({ requestId }, next);
  };
}
