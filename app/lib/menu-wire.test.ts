import { describe, expect, it } from "vitest";
import type { PagePermission } from "#contract";
import { packMenu, unpackMenu } from "./menu-wire";
import { buildMenu } from "./route-registry";

describe("the menu as the layout sends it", () => {
  it("unpacks to the menu the server built, external links included, the same object each time", () => {
    const permissions = new Set<PagePermission>(["BRAND", "NEWS", "CALENDAR", "MASTERDATA", "TRADINGPAGES", "ZRCLIENT"]);
    const menu = buildMenu({ userType: "HP", permissions }, { showroomUrl: "https://showroom.example.org" });
    expect(menu.flatMap((g) => g.items).some((i) => i.external)).toBe(true);
    const wire = JSON.parse(JSON.stringify(packMenu(menu))) as ReturnType<typeof packMenu>;
    expect(unpackMenu(wire)).toEqual(menu);
    expect(unpackMenu(JSON.parse(JSON.stringify(wire)) as typeof wire)).toBe(unpackMenu(wire));
    expect(typeof wire).toBe("string");
    expect(wire.length).toBeLessThan(JSON.stringify(menu).length * 0.7);
  });
});
