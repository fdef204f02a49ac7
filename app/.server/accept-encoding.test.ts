import { describe, expect, it } from "vitest";
import { acceptsGzip } from "./accept-encoding";

describe("acceptsGzip", () => {
  it.each([
    ["gzip, deflate, br", true],
    ["br;q=1.0, gzip;q=0.8", true],
    ["GZIP", true],
    ["*", true],
    ["br, *;q=0.1", true],
    ["gzip;q=0", false],
    ["gzip; q=0.000, *", false],
    ["*;q=0", false],
    ["identity", false],
    ["br, deflate", false],
    ["", false],
  ])("%s → %s", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it("takes nothing when the header is missing", () => {
    expect(acceptsGzip(null)).toBe(false);
  });
});
