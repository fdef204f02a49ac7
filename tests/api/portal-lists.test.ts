/**
 * The list screens' free-text filters as Remix calls their loaders: a NUL in a search field, which
 * PostgreSQL cannot store, is a malformed address: the portal answers its 400 page "Ungültige
 * Adresse" (decision 0553) before the API is asked (which refuses such text with a 400 as well,
 * tests/api/bad-input.test.ts); the same filter without it answers the list.
 * A news item names its brand, and links it only for users who may open brands.
 */
import { describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { useTestApi } from "./fixture";
import { portalContext } from "./portal-context";

const t = useTestApi();
const portal = portalContext(t);

type Loader = (args: { request: Request; context: never; params: Record<string, string> }) => Promise<unknown>;

async function load(route: string, path: string, email: string, params: Record<string, string> = {}): Promise<Record<string, unknown>> {
  const { loader } = (await import(`../../app/routes/${route}`)) as { loader: Loader };
  const url = new URL(`http://portal.test${path}`);
  const cookie = await portal.signIn(email);
  const context = await portal.contextFor(url, "GET", { cookie });
  return (await loader({ request: new Request(url, { headers: { cookie } }), context: context as never, params })) as Record<string, unknown>;
}

describe("list filters with a NUL", () => {
  it("brands, news, documents and accounts answer 400, and their list without the NUL", async () => {
    const hp = DEMO_USERS.haendler.email;
    const refused = (route: string, path: string) =>
      load(route, path, hp).then(
        () => 200,
        (thrown: unknown) => (thrown instanceof Response ? thrown.status : Promise.reject(thrown)),
      );
    expect(await refused("_portal+/brands+/_index", "/brands?search=Nord%00holz")).toBe(400);
    expect(await refused("_portal+/news+/_index", "/news?brand=%00Licht%00werk")).toBe(400);
    expect(await refused("_portal+/documents+/_index", "/documents?search=Preis%00liste%00")).toBe(400);
    expect(await refused("_portal+/account-management+/_index", "/account-management?suche=%00koch")).toBe(400);
    expect(await load("_portal+/brands+/_index", "/brands?search=Nordholz", hp)).toMatchObject({ search: "Nordholz", list: { total: expect.any(Number) } });
    expect(await load("_portal+/news+/_index", "/news?brand=%20Lichtwerk%20", hp)).toMatchObject({ filters: { brand_name: "Lichtwerk" } });
    expect(await load("_portal+/account-management+/_index", "/account-management?suche=koch", hp)).toMatchObject({ search: "koch" });
  });
});

describe("a news item's brand", () => {
  it("links to the brand's page only for those who may open it (spec §6: BRAND and HP)", async () => {
    const withBrand = async (email: string) => {
      const { list } = (await load("_portal+/news+/_index", "/news", email)) as { list: { items: { id: number; brand: unknown }[] } };
      const item = list.items.find((n) => n.brand);
      expect(item, email).toBeDefined();
      return load("_portal+/news+/$id", `/News/${item!.id}`, email, { id: String(item!.id) });
    };
    expect(await withBrand(DEMO_USERS.haendler.email)).toMatchObject({ brandLink: true });
    expect(await withBrand(DEMO_USERS.lieferant.email)).toMatchObject({ brandLink: false });
    expect(await withBrand(DEMO_USERS.leser.email)).toMatchObject({ brandLink: false });
  });
});
