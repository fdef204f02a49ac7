/**
 * The portal's access rules (spec §6) and menu, fed with what GET /extranet/users/me answers for
 * each seeded demo user — so the seed, the API and the menu logic are checked together.
 */
import { describe, expect, it } from "vitest";
import { userSchema, type User } from "#contract";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { access, accessSubjectOf, type AccessRuleName } from "#contract/access";
import { buildMenu } from "../../app/lib/route-registry";
import { dataOf, useTestApi } from "./fixture";

const api = useTestApi();

async function me(key: keyof typeof DEMO_USERS): Promise<User> {
  const { access_token } = await api.login(DEMO_USERS[key].email);
  return userSchema.parse(await dataOf(await api.request("GET", "/api/extranet/users/me", { token: access_token })));
}

function allowed(user: User): AccessRuleName[] {
  const subject = accessSubjectOf(user);
  return (Object.keys(access) as AccessRuleName[]).filter((rule) => access[rule](subject)).sort();
}

describe("menu and access rules per demo user", () => {
  it("trading partner with every HP permission", async () => {
    const user = await me("haendler");
    expect(accessSubjectOf(user).userType).toBe("HP");
    expect(allowed(user)).toEqual(
      [
        "accountManagement",
        "addressManagement",
        "brandRead",
        "brandSearch",
        "brands",
        "calendar",
        "contactManagement",
        "contactProperties",
        "customerSatisfaction",
        "fileUpload",
        "imageUpload",
        "masterData",
        "news",
        "privateBrands",
        "purchaseVolume",
        "reports",
        "settlementStatistic",
        "signedIn",
        "website",
        "wohnsinnspreise",
        "zrClient",
        "zrStatistic",
        "zrTradingPartner",
      ].sort(),
    );
    expect(buildMenu(accessSubjectOf(user)).flatMap((g) => g.items.map((i) => i.path))).toEqual([
      "/dashboard",
      "/brands",
      "/news",
      "/calendar",
      "/documents",
      "/tags",
      "/website/info",
      "/website/generalsettings",
      "/website/banner",
      "/website/textimage",
      "/website/references",
      "/website/news",
      "/website/event",
      "/website/campaign",
      "/website/history",
      "/private-brands",
      "/page-builder",
      "/career/jobs",
      "/career/values",
      "/career/benefits",
      "/career/faqs",
      "/career/employee-feedback",
      "/masterdata",
      "/companymasterdata",
      "/contact-management",
      "/contact-properties",
      "/address-management",
      "/account-management",
      "/zrclient/list",
      "/zrclient/receipt-search",
      "/zrclient/trading-partner",
      "/zrclient/statistic",
      "/customer-satisfaction",
      "/reports/purchase-volume",
      "/reports/settlements",
      "/wohnsinnspreise",
      "/serviceandmore/services",
      "/serviceandmore/contactpartner",
      "/instructions",
      "/account/settings",
      "/account/meine-daten",
    ]);
  });

  it("supplier with every LF permission", async () => {
    const user = await me("lieferant");
    expect(accessSubjectOf(user).userType).toBe("LF");
    const rules = allowed(user);
    expect(rules).toEqual(expect.arrayContaining(["products", "tradePartners", "zrUpload", "zrSalesReport", "zrStatistic", "customerSatisfaction"]));
    expect(rules).not.toEqual(expect.arrayContaining(["brands"]));
    expect(rules).not.toContain("brandSearch");
    expect(rules).not.toContain("addressManagement");
    expect(rules).not.toContain("zrTradingPartner");
    // Private brands are a trading partner's own brands (HP), even for a supplier holding TRADINGPAGES.
    expect(rules).not.toContain("privateBrands");
    expect(access.privateBrands({ ...accessSubjectOf(user), permissions: new Set(["TRADINGPAGES"]) })).toBe(false);
    const paths = buildMenu(accessSubjectOf(user)).flatMap((g) => g.items.map((i) => i.path));
    expect(paths).not.toContain("/address-management");
    expect(paths).not.toContain("/private-brands");
    expect(paths).toEqual(expect.arrayContaining(["/products", "/tradepartners"]));
  });

  it("permission-cluster entry: suppliers managing accounts, and only while they have editable clusters", async () => {
    const { access_token } = await api.login(DEMO_USERS.lieferant.email);
    const editable = await dataOf<unknown[]>(await api.request("GET", "/api/extranet/editable-permission-clusters", { token: access_token }));
    expect(editable.length).toBeGreaterThan(0);
    const paths = (editableClusters?: boolean) =>
      buildMenu({ ...accessSubjectOf(lieferant), editableClusters }).flatMap((g) => g.items.map((i) => i.path));
    const lieferant = await me("lieferant");
    expect(paths(true)).toContain("/permission-cluster-management");
    expect(paths(false)).not.toContain("/permission-cluster-management");
    // Without ACCOUNTMANAGEMENT (innendienst) or as a trading partner: never, whatever the clusters.
    for (const key of ["innendienst", "haendler"] as const) {
      expect(buildMenu({ ...accessSubjectOf(await me(key)), editableClusters: true }).flatMap((g) => g.items.map((i) => i.path))).not.toContain(
        "/permission-cluster-management",
      );
    }
  });

  it("Auswertungen (issue 30, decision 0566): the ZR statistic with ZRCLIENT, customer satisfaction with STATISTIC and IVO, purchase volume with IVO (HP), settlement statistic with STATISTIC", async () => {
    const reports = (userType: "HP" | "LF", ...permissions: string[]) =>
      buildMenu({ userType, permissions: new Set(permissions) as never })
        .find((g) => g.key === "reports")
        ?.items.map((i) => i.path) ?? [];
    expect(reports("HP", "STATISTIC", "IVO", "ZRCLIENT")).toEqual(["/zrclient/statistic", "/customer-satisfaction", "/reports/purchase-volume", "/reports/settlements"]);
    expect(reports("HP", "STATISTIC", "ZRCLIENT")).toEqual(["/zrclient/statistic", "/reports/settlements"]);
    expect(reports("HP", "IVO")).toEqual(["/reports/purchase-volume"]);
    expect(reports("HP", "STATISTIC")).toEqual(["/reports/settlements"]);
    // a supplier with IVO alone: no purchase volume (a trading partner's view), so no group
    expect(reports("LF", "IVO")).toEqual([]);
    expect(reports("HP", "ZRCLIENT", "NEWS")).toEqual([]);
    expect(buildMenu({ userType: "HP", permissions: new Set(["ZRCLIENT"]) as never }).flatMap((g) => g.items.map((i) => i.path))).not.toContain("/zrclient/statistic");
  });

  it("the demo users ivo@ and statistik@ see the Auswertungen group with exactly their report", async () => {
    const group = async (key: "ivo" | "statistik") => buildMenu(accessSubjectOf(await me(key))).find((g) => g.key === "reports")?.items.map((i) => i.path);
    expect(await group("ivo")).toEqual(["/reports/purchase-volume"]);
    expect(await group("statistik")).toEqual(["/reports/settlements"]);
  });

  it("RP company counts as supplier", async () => {
    const user = await me("rp");
    expect(user.company.relation).toBe("RP");
    expect(accessSubjectOf(user).userType).toBe("LF");
    const rules = allowed(user);
    expect(rules).toContain("products");
    expect(rules).toContain("reports");
    expect(rules).not.toContain("customerSatisfaction"); // STATISTIC without IVO
    expect(rules).not.toContain("zrUpload"); // ZRCLIENT without UPLOAD
  });

  it("reader with only NEWS and CALENDAR", async () => {
    const user = await me("leser");
    expect(allowed(user)).toEqual(["brandSearch", "calendar", "news", "signedIn"]);
    expect(buildMenu(accessSubjectOf(user)).flatMap((g) => g.items.map((i) => i.id))).toEqual([
      "dashboard",
      "news",
      "calendar",
      "documents",
      "tags",
      "services",
      "contactPartner",
      "instructions",
      "accountSettings",
      "myData",
    ]);
  });

  it("multi-user account sees no menu at all", async () => {
    const user = await me("verbund");
    expect(accessSubjectOf(user).multiUser).toBe(true);
    expect(allowed(user)).toContain("subAccounts");
    expect(buildMenu(accessSubjectOf(user))).toEqual([]);
    expect(buildMenu(accessSubjectOf(user), { showroomUrl: "https://showroom.example" })).toEqual([]);
  });

  it("the digital showroom is an external entry of the awards group, when configured", async () => {
    const subject = accessSubjectOf(await me("leser"));
    const awards = buildMenu(subject, { showroomUrl: "https://showroom.example" }).find((g) => g.key === "awards");
    expect(awards?.items).toEqual([{ id: "showroom", path: "https://showroom.example", labelKey: "nav.showroom", icon: "star", external: true }]);
    expect(buildMenu(subject, { showroomUrl: null }).some((g) => g.key === "awards")).toBe(false);
  });

  it("the Wohnsinnspreise stand next to the showroom link for trading partners with WOHNSINNSPREISE, never for suppliers", async () => {
    const options = { showroomUrl: "https://showroom.example" };
    const awardsOf = async (who: "haendler" | "lieferant") => buildMenu(accessSubjectOf(await me(who)), options).find((g) => g.key === "awards")?.items.map((i) => i.id);
    expect(await awardsOf("haendler")).toEqual(["wohnsinnspreise", "showroom"]);
    expect(await awardsOf("lieferant")).toEqual(["showroom"]);
  });
});
