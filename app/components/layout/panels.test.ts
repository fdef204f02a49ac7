import { describe, expect, it } from "vitest";
import { panelOf, withPanel } from "./panels";

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
});
