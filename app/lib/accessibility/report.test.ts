import { describe, expect, it } from "vitest";
import { screenOf, summarise } from "./report";

describe("accessibility report", () => {
  it("names screens, not records", () => {
    expect(screenOf("/News/17")).toBe("/news/:id");
    expect(screenOf("/sam/s/AbC_12-x/receipt-search")).toBe("/sam/s/:session/receipt-search");
    expect(screenOf("/contact-management/3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a0b01/")).toBe("/contact-management/:id");
    expect(screenOf("/")).toBe("/");
  });
  it("folds runs into sorted screens and findings", () => {
    const summary = summarise([
      { screen: "/news", violations: [{ rule: "region", impact: "moderate" }] },
      { screen: "/dashboard", violations: [{ rule: "region", impact: "moderate" }] },
      { screen: "/news", violations: [] },
    ]);
    expect(summary).toEqual({ screens: ["/dashboard", "/news"], findings: [{ rule: "region", impact: "moderate", screens: ["/dashboard", "/news"] }] });
  });
});
