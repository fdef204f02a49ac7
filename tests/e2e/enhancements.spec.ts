import { expect, test } from "./fixtures";

test.describe("JavaScript enhancements", { tag: "@js-only" }, () => {
  test("the offline banner follows the browser's connection state", async ({ page, context, loginAs }) => {
    await loginAs(page, "leser@example.com");
    await context.setOffline(true);
    await expect(page.getByText("Sie sind offline.")).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText("Die Verbindung ist wieder da.")).toBeVisible();
    await expect(page.getByText("Sie sind offline.")).toHaveCount(0);
  });

  test("the service worker caches build assets and the offline page, never a personal page", async ({ page, loginAs }) => {
    await loginAs(page, "haendler@example.com");
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // A second navigation runs through the now-controlling worker.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: /^Willkommen, / })).toBeVisible();
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const key of await caches.keys()) {
        const cache = await caches.open(key);
        for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain("/offline.html");
    expect(cached.some((u) => u.startsWith("/build/"))).toBe(true);
    expect(cached.filter((u) => !u.startsWith("/build/") && !["/offline.html", "/logo.svg", "/favicon.svg"].includes(u))).toEqual([]);
  });

  test("a client-side navigation moves focus to the page heading", async ({ page, loginAs }) => {
    await loginAs(page, "haendler@example.com");
    await page.goto("/404");
    await page.getByRole("link", { name: "Zurück zum Dashboard" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Willkommen, / })).toBeFocused();
  });
});
