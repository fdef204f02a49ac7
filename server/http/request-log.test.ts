import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import type { Logger } from "../logger";
import { requestLog } from "./request-log";

/** One request through the middleware; returns the fields of the line it logged. */
function logged(fullIp?: boolean): Record<string, unknown> {
  const lines: Record<string, unknown>[] = [];
  const logger = { info: (_msg: string, fields: Record<string, unknown>) => lines.push(fields) } as unknown as Logger;
  const req = { ip: "203.0.113.58", method: "GET", path: "/dashboard", headers: {}, app: { get: () => false } };
  const res = Object.assign(new EventEmitter(), { locals: {}, statusCode: 200, setHeader: () => undefined });
  requestLog(logger, fullIp)(req as never, res as never, () => undefined);
  res.emit("finish");
  return lines[0]!;
}

describe("request log", () => {
  it("keeps the client address shortened unless LOG_FULL_IP says otherwise", () => {
    expect(logged()).toMatchObject({ method: "GET", path: "/dashboard", status: 200, ip: "203.0.113.0" });
    expect(logged(true)).toMatchObject({ ip: "203.0.113.58" });
  });
});
