// Hostile requests against the portal's own routes (audit findings 2 and 7): each is refused with
// a 4xx and a German answer, never a 5xx or a redirect off the site. Plain requests, so one run.
import { randomUUID } from "node:crypto";
import { expect, test } from "./fixtures";

test.describe("hostile requests", { tag: "@nojs-only" }, () => {
  test("return paths never leave the site, whatever dot segments they hide", async ({ page, loginAs }) => {
    await loginAs(page, "schulz@example.com");
    for (const target of ["/.//evil.example/phish", "/..//evil.example/phish", "/a/..//evil.example/phish", "/%2e//evil.example/phish"]) {
      const res = await page.request.get(`/login?redirectTo=${encodeURIComponent(target)}`, { maxRedirects: 0 });
      expect([target, res.status()]).toEqual([target, 302]);
      expect(res.headers()["location"]).not.toMatch(/^\/\/|evil/);
    }
    const settings = await page.request.post("/settings", {
      form: { intent: "toggle-sidebar", sidebarMini: "on", redirectTo: "/.//evil.example/phish" },
      maxRedirects: 0,
    });
    expect(settings.headers()["location"]).not.toMatch(/^\/\/|evil/);
  });

  test("guessed uploads, half forms and unstorable text get 4xx answers", async ({ page, loginAs }) => {
    await loginAs(page, "meyer@example.com");
    const discard = await page.request.post("/files/upload?returnTo=/contact-management", {
      form: { intent: "discard", id: randomUUID() },
      maxRedirects: 0,
    });
    expect(discard.status()).toBe(403);

    await loginAs(page, "haendler@example.com");
    await page.goto("/address-management");
    const edit = await page.getByRole("link", { name: /bearbeiten/i }).first().getAttribute("href");
    const half = await page.request.post(edit!, { form: { version: "1", country: "DE" }, maxRedirects: 0 });
    expect(half.status()).toBeLessThan(500);

    const nul = await page.request.post("/contact-management/add", {
      form: { first_name: "Null\u0000Byte", last_name: "Test", gender: "F", position: "MA" },
      maxRedirects: 0,
    });
    expect(nul.status()).toBe(400);
    expect(await nul.text()).toContain("ist ein Fehler aufgetreten");
  });
});
