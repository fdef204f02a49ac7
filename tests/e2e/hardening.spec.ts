// Hostile requests against the portal's own routes (audit findings 2 and 7): each is refused with
// a 4xx and a German answer, never a 5xx or a redirect off the site. Plain requests, so one run.
import { randomUUID } from "node:crypto";
import { expect, test } from "./fixtures";

test.describe("hostile requests", { tag: "@nojs-only" }, () => {
  test("return paths never leave the site, whatever dot segments they hide", async ({ page, loginAs }) => {
    await loginAs(page, "leser@example.com");
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
    await loginAs(page, "haendler@example.com");
    const discard = await page.request.post("/files/upload?returnTo=/contact-management", {
      form: { intent: "discard", id: randomUUID() },
      maxRedirects: 0,
    });
    expect(discard.status()).toBe(403);

    await page.goto("/address-management");
    const edit = await page.getByRole("link", { name: /bearbeiten/i }).first().getAttribute("href");
    // A stale version, so nothing is saved: the answer is the form again, whole.
    const half = await page.request.post(edit!, { form: { version: "999999", country: "DE" }, maxRedirects: 0 });
    expect(half.status()).toBe(409);

    const nul = await page.request.post("/contact-management/add", {
      form: { first_name: "Null\u0000Byte", last_name: "Test", gender: "F", position: "MA" },
      maxRedirects: 0,
    });
    expect(nul.status()).toBe(400);
    expect(await nul.text()).toContain("ist ein Fehler aufgetreten");
  });
});
