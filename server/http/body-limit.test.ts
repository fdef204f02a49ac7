import { describe, expect, it, vi } from "vitest";
import { bodyLimit, parseByteSize } from "./body-limit";

describe("body limit", () => {
  it("parses sizes", () => {
    expect(parseByteSize("1mb")).toBe(1024 * 1024);
    expect(parseByteSize("512kb")).toBe(512 * 1024);
    expect(parseByteSize("10b")).toBe(10);
    expect(() => parseByteSize("viel")).toThrow();
  });
  it("answers 413 for a declared length over the limit and 411 for an unknown length", () => {
    const refused: number[] = [];
    const mw = bodyLimit(100, (status) => () => void refused.push(status));
    const next = vi.fn();
    mw({ headers: { "content-length": "101" } } as never, {} as never, next);
    mw({ headers: { "transfer-encoding": "chunked" } } as never, {} as never, next);
    mw({ headers: { "content-length": "100" } } as never, {} as never, next);
    mw({ headers: {} } as never, {} as never, next);
    expect(refused).toEqual([413, 411]);
    expect(next).toHaveBeenCalledTimes(2);
  });

  it("takes a per-request limit, e.g. a larger one for upload routes", () => {
    const refused: number[] = [];
    const mw = bodyLimit((req) => (req.path === "/api/files" ? 1000 : 100), (status) => () => void refused.push(status));
    const next = vi.fn();
    mw({ path: "/api/files", headers: { "content-length": "900" } } as never, {} as never, next);
    mw({ path: "/api/files", headers: { "content-length": "1001" } } as never, {} as never, next);
    mw({ path: "/login", headers: { "content-length": "900" } } as never, {} as never, next);
    expect(refused).toEqual([413, 413]);
    expect(next).toHaveBeenCalledTimes(1);
  });
});
