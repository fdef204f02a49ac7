import { describe, expect, it } from "vitest";
import type { AccessSubject } from "#contract/access";
import { changeLayout, normalizeLayout, shownWidgets, widgetsFor } from "./dashboard";

const subject = (userType: "HP" | "LF", permissions: string[]): AccessSubject =>
  ({ userType, permissions: new Set(permissions), multiUser: false, hasSubAccounts: false }) as AccessSubject;

describe("dashboard layout", () => {
  it("offers only the widgets the user may open", () => {
    expect(widgetsFor(subject("HP", ["BRAND", "NEWS", "CALENDAR"]))).toEqual(["importantNews", "latestNews", "events", "favoriteBrands", "documents"]);
    expect(widgetsFor(subject("LF", ["BRAND", "NEWS"]))).toEqual(["importantNews", "latestNews", "documents"]);
    expect(widgetsFor(subject("HP", []))).toEqual(["documents"]);
  });

  it("completes a saved layout and drops unknown or repeated ids", () => {
    expect(normalizeLayout(undefined)).toEqual({ order: ["importantNews", "latestNews", "events", "favoriteBrands", "documents"], hidden: [] });
    expect(normalizeLayout({ order: ["documents", "x", "documents", "events"], hidden: ["events", "y"] })).toEqual({
      order: ["documents", "events", "importantNews", "latestNews", "favoriteBrands"],
      hidden: ["events"],
    });
  });

  it("moves among the widgets shown, skipping hidden and not allowed ones", () => {
    const allowed = widgetsFor(subject("LF", ["NEWS"])); // importantNews, latestNews, documents
    const layout = normalizeLayout({ order: [], hidden: ["latestNews"] });
    const moved = changeLayout(layout, "up", "documents", allowed);
    expect(shownWidgets(moved, allowed)).toEqual(["documents", "importantNews"]);
    expect(changeLayout(moved, "up", "documents", allowed)).toEqual(moved);
    expect(shownWidgets(changeLayout(moved, "down", "documents", allowed), allowed)).toEqual(["importantNews", "documents"]);
  });

  it("hides and shows a widget", () => {
    const allowed = widgetsFor(subject("HP", ["NEWS"]));
    const hidden = changeLayout(normalizeLayout(undefined), "hide", "latestNews", allowed);
    expect(shownWidgets(hidden, allowed)).toEqual(["importantNews", "documents"]);
    expect(shownWidgets(changeLayout(hidden, "show", "latestNews", allowed), allowed)).toEqual(["importantNews", "latestNews", "documents"]);
  });
});
