/**
 * Bodies over BODY_LIMIT are answered 413 before Remix or the API read them. Browsers always send
 * Content-Length for form posts; a body of unknown length is refused with 411 rather than buffered.
 */
import type { RequestHandler } from "express";

export function parseByteSize(value: string): number {
  const match = /^(\d+)(b|kb|mb)$/i.exec(value.trim());
  if (!match) throw new Error(`Invalid size ${value}`);
  const unit = match[2]!.toLowerCase();
  return Number(match[1]) * (unit === "mb" ? 1024 * 1024 : unit === "kb" ? 1024 : 1);
}

/** The limit of one request: a number for all, or a function for route-specific limits (uploads). */
export type BodyLimitOf = number | ((req: Parameters<RequestHandler>[0]) => number);

export function bodyLimit(limit: BodyLimitOf, refuse: (status: 411 | 413) => RequestHandler): RequestHandler {
  return (req, res, next) => {
    const length = req.headers["content-length"];
    if (length !== undefined) {
      const maxBytes = typeof limit === "number" ? limit : limit(req);
      return Number(length) > maxBytes ? refuse(413)(req, res, next) : next();
    }
    if (req.headers["transfer-encoding"]) return refuse(411)(req, res, next);
    next();
  };
}
