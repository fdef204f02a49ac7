import { describe, expect, it } from "vitest";
import { panelOf, withoutPanels, withPanel, withSearchPanel } from "./panels";

describe("panels", () => {
  it("reads only known panels", () => {
    expect(panelOf("?panel=hilfe")).toBe("hilfe");
    expect(panelOf("?panel=unbekannt")).toBeNull();
    expect(panelOf("")).toBeNull();
  });
  it("opens and closes a panel keeping other parameters", () => {
    expect(withPanel("/dashboard", "?seite=2", "darstellung")).toBe("/dashboard?seite=2&panel=darstellung");
    expect(withPanel("/dashboard", "?seite=2&panel=hilfe", null)).toBe("/dashboard?seite=2");
    expect(withPanel("/dashboard", "?panel=hilfe", null)).toBe("/dashboard");
  });
  it("opens the search drawer with term and area, and closes it without them", () => {
    expect(withSearchPanel("/news", "?page=2", "Küche", "news")).toBe("/news?page=2&panel=suche&q=K%C3%BCche&area=news");
    expect(withSearchPanel("/news", "?area=news", "x", "all")).toBe("/news?panel=suche&q=x");
    expect(withoutPanels("/news", "?page=2&panel=suche&q=x&area=news")).toBe("/news?page=2");
    expect(withoutPanels("/news", "?q=keep&panel=hilfe")).toBe("/news?q=keep");
  });
});
