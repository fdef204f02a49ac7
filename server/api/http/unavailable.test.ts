import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("recognises a refused connection and a server shutting down, also wrapped by drizzle", () => {
    expect(isDatabaseUnavailable(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Failed query: select 1", { cause: withCode("terminating connection due to administrator command", "57P01") }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
  });
  it("leaves query faults alone", () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint "users_email"', "23505"))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable("not an error")).toBe(false);
  });
});
