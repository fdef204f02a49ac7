import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Presses Tab until `target` has focus (`:focus` is checked by Playwright itself, so this works without page JS). */
async function tabTo(page: Page, target: Locator, key: "Tab" | "Shift+Tab" = "Tab", max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    if ((await target.and(page.locator(":focus")).count()) > 0) return;
    await page.keyboard.press(key);
  }
}

test.describe("sub-accounts and impersonation", () => {
  // axe without JavaScript copies the page into a second context; on the shared 2-core machine that is slow.
  test.describe.configure({ timeout: 120_000 });

  test("verbund@ switches into a sub-account, sees the hint bar and returns", async ({ page, loginAs, axe, javaScriptEnabled }) => {
    await loginAs(page, "verbund@example.com");
    // Multi-user account: no sidebar, only the switch.
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toHaveCount(0);
    await page.getByRole("link", { name: "Unterkonto wechseln" }).click();
    await expect(page).toHaveURL(/\/sub-accounts$/);
    expect(await axe(page)).toEqual([]);

    await page.getByRole("button", { name: "Zu Wohnwelt Hanse Kiel GmbH wechseln" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const bar = page.getByRole("region", { name: "Zum Hauptkonto zurückkehren" });
    await expect(bar).toContainText("Sie sind als Anke Jensen (Wohnwelt Hanse Kiel GmbH) angemeldet");
    await expect(page.getByText("Sie sind für Wohnwelt Hanse Kiel GmbH angemeldet.")).toBeVisible();
    expect(await axe(page)).toEqual([]);
    // No token in any URL.
    expect(page.url()).not.toMatch(/token/i);

    // Without JavaScript the toast stays until the next page; it sits over the bar's button.
    if (!javaScriptEnabled) await page.reload();
    await bar.getByRole("button", { name: "Zum Hauptkonto zurückkehren" }).click();
    await expect(page).toHaveURL(/\/sub-accounts$/);
    await expect(page.getByText("Sie sind wieder mit Ihrem Hauptkonto angemeldet.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Zum Hauptkonto zurückkehren" })).toHaveCount(0);
  });

  test("logout while impersonating ends both sessions", async ({ page, loginAs, javaScriptEnabled }) => {
    await loginAs(page, "verbund@example.com");
    await page.goto("/sub-accounts");
    await page.getByRole("button", { name: "Zu Wohnwelt Hanse Lübeck GmbH wechseln" }).click();
    await expect(page.getByRole("region", { name: "Zum Hauptkonto zurückkehren" })).toBeVisible();
    if (!javaScriptEnabled) await page.reload();
    await page.getByLabel("Profilmenü").click();
    await page.getByRole("button", { name: "Abmelden", exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
  });

  test("keyboard only: switch into a sub-account and back", async ({ page, loginAs, javaScriptEnabled }) => {
    await loginAs(page, "verbund@example.com");
    await page.goto("/sub-accounts");
    const target = page.getByRole("button", { name: "Zu Wohnwelt Hanse Lübeck GmbH wechseln" });
    await tabTo(page, target);
    await expect(target).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dashboard$/);
    const back = page.getByRole("button", { name: "Zum Hauptkonto zurückkehren" });
    if (javaScriptEnabled) {
      // After a navigation in the browser the new page's heading takes focus (RouteFocus), and the
      // hint bar above it arrives with its own chunk: the way back to it is Shift+Tab from there,
      // past the sidebar's links. Tabbing before the heading took focus lost the race once (focus
      // moved on to the heading after the bar's button had been reached).
      await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
      await expect(back).toBeVisible();
      await tabTo(page, back, "Shift+Tab", 100);
    } else {
      await tabTo(page, back);
    }
    await expect(back).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/sub-accounts$/);
  });
});
