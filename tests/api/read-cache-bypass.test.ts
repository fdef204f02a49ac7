/**
 * READ_CACHE_BYPASS (decision 0521, bench/README.md): a named endpoint is answered around the read
 * cache while every other cached endpoint keeps using it — what the bench's first-visit figures of
 * the staff lists rely on.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { news, users } from "../../server/api/db/schema";
import { dataOf, useTestApi } from "./fixture";

const t = useTestApi({ uncachedEndpoints: ["editorialNewsList"] });

type NewsPage = { items: { id: number; title: string }[] };

describe("read cache bypass", () => {
  it("answers a bypassed endpoint from the database and keeps caching the others", async () => {
    const { access_token: token } = await t.login("redaktion@example.com");
    const list = async () => (await dataOf<NewsPage>(await t.request("GET", "/api/extranet/editorial/news", { token }))).items;
    const me = async () => (await dataOf<{ first_name: string | null }>(await t.request("GET", "/api/extranet/users/me", { token }))).first_name;
    const [first] = await list();
    const name = await me();
    // Behind the API's back, so no write of the API makes the cache forget.
    await t.database.db.update(news).set({ title: "Am Cache vorbei umbenannt" }).where(eq(news.id, first!.id));
    await t.database.db.update(users).set({ firstName: "Umbenannt" }).where(eq(users.email, "redaktion@example.com"));
    expect((await list()).find((n) => n.id === first!.id)?.title).toBe("Am Cache vorbei umbenannt");
    expect(await me()).toBe(name);
  });
});
