import { describe, expect, it } from "vitest";
import { loginPath, safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it("keeps same-site paths with query and hash", () => {
    expect(safeRedirect("/News?kategorie=Alle#neu")).toBe("/News?kategorie=Alle#neu");
  });
  it.each(["//evil.example", "/\\evil.example", "https://evil.example", "javascript:alert(1)", "", null, "dashboard", "/\u0000x",
    // resolve to "//evil.example/…" once the dot segments collapse
    "/.//evil.example/phish", "/..//evil.example/phish", "/a/..//evil.example/phish", "/%2e//evil.example/phish", "/%2E%2E//evil.example",
    "/\tevil", "/\n/evil.example", "/x/../\\evil.example"])(
    "falls back for %j",
    (value) => {
      expect(safeRedirect(value)).toBe("/dashboard");
    },
  );
  it("keeps harmless dot segments resolved", () => {
    expect(safeRedirect("/a/../News")).toBe("/News");
  });
});

describe("loginPath", () => {
  it("carries the return path", () => {
    expect(loginPath("/Dashboard?x=1")).toBe("/login?redirectTo=%2FDashboard%3Fx%3D1");
  });
  it("drops pointless or unsafe return paths", () => {
    expect(loginPath("/")).toBe("/login");
    expect(loginPath("/login?redirectTo=/x")).toBe("/login");
    expect(loginPath("//evil.example")).toBe("/login");
  });
});
