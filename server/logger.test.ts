import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";

describe("logger", () => {
  it("writes JSON lines at or above its level and redacts secrets", () => {
    const lines: string[] = [];
    const log = createLogger("info", (l) => lines.push(l));
    log.debug("hidden");
    log.info("login", { email: "a@example.com", password: "Demo2026!", refresh_token: "abc", accessToken: "x" });
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: "info", msg: "login", email: "a@example.com", password: "[redacted]" });
    expect(entry.refresh_token).toBe("[redacted]");
    expect(entry.accessToken).toBe("[redacted]");
    expect(lines[0]).not.toContain("Demo2026!");
  });
});
