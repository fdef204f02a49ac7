/**
 * The header on a phone (issue 27, decision 0533): axe at 375 px on the four pages Lighthouse
 * (mobile) was held to, and the three findings it reported, asserted directly — the help link's
 * name below md, the word mark clear of the icons at 360–390 px, and every header control's
 * visible text inside its accessible name (WCAG 2.5.3).
 */
import type { Locator, Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const HP = "haendler@example.com";
const PAGES = ["/dashboard", "/documents", "/news", "/contact-management"];

/** The text of an element a sighted user sees: text in rendered boxes larger than the 1 px of sr-only. */
const visibleText = (locator: Locator) =>
  locator.evaluate((root) => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      const box = parent.getBoundingClientRect();
      if (box.width > 1 && box.height > 1 && parent.checkVisibility({ checkVisibilityCSS: true })) parts.push(node.textContent.trim());
    }
    return parts.join(" ").replace(/\s+/g, " ").trim();
  });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every link, button and menu of the header whose visible text is not inside its accessible name. */
async function labelInName(page: Page) {
  const controls = page.locator("header").first().locator("a:visible, button:visible, summary:visible");
  const count = await controls.count();
  expect(count).toBeGreaterThan(3);
  for (let i = 0; i < count; i++) {
    const control = controls.nth(i);
    const text = await visibleText(control);
    if (text) await expect(control, `header control „${text}“`).toHaveAccessibleName(new RegExp(escape(text), "i"));
  }
}

async function noOverlap(page: Page) {
  const header = page.locator("header").first();
  const logo = await header.getByRole("link", { name: /^Partnerportal/ }).boundingBox();
  const search = await header.getByRole("link", { name: "Suche", exact: true }).boundingBox();
  expect(logo && search).toBeTruthy();
  // the word mark ends before the search icon starts, and nothing in the header spills sideways
  expect(logo!.x + logo!.width).toBeLessThanOrEqual(search!.x);
  for (const text of await header.getByText("Partnerportal", { exact: true }).all()) {
    const box = await text.boundingBox();
    if (box && box.width > 1) expect(box.x + box.width).toBeLessThanOrEqual(search!.x);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.describe("mobile header", { tag: "@js-only" }, () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("axe at 375 px on dashboard, documents, news and contacts", async ({ page, loginAs, axe }) => {
    await loginAs(page, HP);
    for (const path of PAGES) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await axe(page), `axe violations on ${path} at 375 px`).toEqual([]);
      });
    }
  });

  test("help has a name, the logo clears the icons, names hold the visible text", async ({ page, loginAs }) => {
    await loginAs(page, HP);
    await page.goto("/dashboard");
    const help = page.locator("header").first().getByRole("link", { name: "Hilfe", exact: true });
    await expect(help).toBeVisible();
    await expect(help).toHaveAccessibleName("Hilfe");
    for (const width of [360, 375, 390]) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height: 740 });
        await noOverlap(page);
        await labelInName(page);
      });
    }
    // where the names and the profile menu's name are shown, the accessible names start with them
    await page.setViewportSize({ width: 1280, height: 800 });
    const header = page.locator("header").first();
    await expect(header.getByText("Partnerportal", { exact: true })).toBeVisible();
    await expect(header.locator("summary").getByText("Katrin Sommer", { exact: true })).toBeVisible();
    await labelInName(page);
    await header.getByLabel("Profilmenü").click();
    await expect(header.getByRole("link", { name: "Kontoeinstellungen" })).toBeVisible();
  });
});
