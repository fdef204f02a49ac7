/** Dashboard widgets, header notifications and header search (issue 4), with and without JavaScript. */
import { expect as baseExpect, test } from "./fixtures";

// Flows of several round trips: generous waits so a busy CI machine does not fail them.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

// One user per project: both projects run at the same time against the same data.
const userOf = (js: boolean) => (js ? "leser@example.com" : "rp@example.com");

test("rearrange the dashboard: move, hide by keyboard, kept after reload, show again", async ({ page, loginAs, axe, javaScriptEnabled }) => {
  await loginAs(page, userOf(javaScriptEnabled));
  await page.goto("/dashboard");
  const headings = page.getByRole("main").getByRole("heading", { level: 2 });
  await expect(headings).toHaveText(["Wichtige ungelesene News", "Neueste News", "Nächste Termine", "Neueste Dokumente", "Ausgeblendete Widgets"]);
  // no brand widget without BRAND; the widgets list what the user may open
  await expect(page.locator("#widget-documents").getByRole("link", { name: "Preisliste Küche 2026" })).toBeVisible();

  await page.getByRole("button", { name: "„Neueste Dokumente“ nach oben" }).click();
  await expect(page.getByText("Das Dashboard wurde gespeichert.").first()).toBeVisible();
  await expect(headings).toHaveText(["Wichtige ungelesene News", "Neueste News", "Neueste Dokumente", "Nächste Termine", "Ausgeblendete Widgets"]);
  // The keyboard user goes on at the moved widget, not back at the top of the page.
  await expect(page).toHaveURL(/\/dashboard#widget-documents$/);
  if (javaScriptEnabled) await expect(page.locator("#widget-documents")).toBeFocused();

  await page.getByRole("button", { name: "„Wichtige ungelesene News“ ausblenden" }).focus();
  await page.keyboard.press("Enter");
  await expect(headings).toHaveText(["Neueste News", "Neueste Dokumente", "Nächste Termine", "Ausgeblendete Widgets"]);
  // The widgets are rendered once per content and copied after that (decision 0535): the same page
  // either way (with JavaScript the first of these renders them, without it the redirect did).
  const source = async () => (await (await page.request.get("/dashboard")).text()).replace(/nonce="[^"]*"/g, "").replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "");
  expect(await source()).toBe(await source());

  await page.reload();
  await expect(headings).toHaveText(["Neueste News", "Neueste Dokumente", "Nächste Termine", "Ausgeblendete Widgets"]);
  expect(await axe(page)).toEqual([]);

  await page.getByRole("button", { name: "„Wichtige ungelesene News“ einblenden" }).click();
  await expect(headings).toHaveText(["Wichtige ungelesene News", "Neueste News", "Neueste Dokumente", "Nächste Termine", "Ausgeblendete Widgets"]);
  await expect(page.getByText("Alle Widgets werden angezeigt.")).toBeVisible();
});

test("notifications: an important unread news and new documents, then 'alle als gelesen markieren'", async ({ page, loginAs, javaScriptEnabled }) => {
  await loginAs(page, userOf(javaScriptEnabled));
  await page.goto("/news");
  const item = page.getByRole("listitem").filter({ hasText: "Messekalender 2027" });
  await item.getByRole("button", { name: /Als wichtig markieren/ }).click();
  await expect(page.getByText("Die News ist als wichtig markiert.")).toBeVisible();

  await page.goto("/news");
  const bell = page.getByLabel(/^Benachrichtigungen: \d+ neue Benachrichtigung/);
  await bell.click();
  const menu = page.locator("details").filter({ has: bell });
  await expect(menu.getByRole("link", { name: "Messekalender 2027" })).toBeVisible();
  await expect(menu.getByRole("link", { name: /Preisliste Küche 2026/ })).toBeVisible();
  await menu.getByRole("button", { name: "alle als gelesen markieren" }).click();
  await expect(page.getByText("Alle Benachrichtigungen wurden als gelesen markiert.")).toBeVisible();
  // back on the page it was posted from: the news counts as read now
  await expect(page.getByRole("listitem").filter({ hasText: "Messekalender 2027" }).getByText("Gelesen")).toBeVisible();

  await page.goto("/dashboard");
  await page.getByLabel("Benachrichtigungen", { exact: true }).click();
  await expect(page.getByText("Keine neuen Benachrichtigungen.")).toBeVisible();
});

test("search from the header: results per area as links", async ({ page, loginAs, axe, javaScriptEnabled }) => {
  let indexFetches = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/search-index") indexFetches += 1;
  });
  await loginAs(page, "haendler@example.com");
  const header = page.getByRole("search", { name: "Portalsuche" });

  if (!javaScriptEnabled) {
    // Without JavaScript: a GET to /search, the full search (issue 30) in the chosen area.
    await header.getByRole("combobox", { name: "Bereich" }).selectOption({ label: "Marken" });
    await header.getByRole("searchbox", { name: "Suchbegriff" }).fill("NORDHOLZ");
    await header.getByRole("searchbox", { name: "Suchbegriff" }).press("Enter");
    await expect(page).toHaveURL(/\/search\?q=NORDHOLZ&area=brands$/);
    const results = page.getByRole("region", { name: "Treffer für „NORDHOLZ“" });
    await expect(results.getByRole("link", { name: "Nordholz Bad", exact: true })).toBeVisible();
    await expect(results.getByRole("link", { name: "Nordholz Küchen", exact: true })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await results.getByRole("link", { name: "Nordholz Küchen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Nordholz Küchen" })).toBeVisible();
    return;
  }

  // With JavaScript: typing opens the search drawer after the pause; matching runs in the browser.
  await header.getByRole("searchbox", { name: "Suchbegriff" }).fill("nordholz");
  const drawer = page.getByRole("dialog", { name: "Suche" });
  await expect(drawer.getByRole("heading", { level: 3 })).toHaveText(["Marken", "Dienstleister", "News", "Kalender"]);
  const field = drawer.getByRole("searchbox", { name: "Suchbegriff" });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue("nordholz");
  await drawer.getByRole("combobox", { name: "Bereich" }).selectOption({ label: "News" });
  await expect(drawer.getByRole("heading", { level: 3 })).toHaveText(["News"]);
  await expect(drawer.getByRole("link", { name: "Nordholz Küchen: neue Frontfarben" })).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await drawer.getByRole("link", { name: "Nordholz Küchen: neue Frontfarben" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nordholz Küchen: neue Frontfarben" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // A second search uses the index already fetched.
  await header.getByRole("searchbox", { name: "Suchbegriff" }).fill("montage");
  await header.getByRole("searchbox", { name: "Suchbegriff" }).press("Enter");
  await expect(drawer.getByRole("link", { name: "Montageservice" })).toBeVisible();
  expect(indexFetches).toBe(1);
  expect(await page.evaluate(() => window.sessionStorage.getItem("partnerportal.search-index"))).not.toBeNull();

  // Signing out leaves nothing of the index in the tab for the next person at this computer.
  await page.goto("/dashboard");
  await page.getByLabel("Profilmenü").click();
  await page.getByRole("button", { name: "Abmelden" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem("partnerportal.search-index"))).toBeNull();
});

// Without JavaScript every search is a GET to /search anyway (tested above).
test("search per term when the index would exceed its download budget (decision 0513)", { tag: "@js-only" }, async ({ page, loginAs }) => {
  // The server's answer for an index over 150 KB gzip; the per-term answers come from the real server.
  await page.route(
    (url) => url.pathname === "/search-index" && url.search === "",
    (route) => route.fulfill({ json: { perQuery: true } }),
  );
  const asked: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/search-index" && url.searchParams.has("q")) asked.push(`${url.searchParams.get("q")}|${url.searchParams.get("area")}`);
  });
  await loginAs(page, "haendler@example.com");
  const header = page.getByRole("search", { name: "Portalsuche" });
  await header.getByRole("searchbox", { name: "Suchbegriff" }).pressSequentially("nordholz");
  const drawer = page.getByRole("dialog", { name: "Suche" });
  await expect(drawer.getByRole("heading", { level: 3 })).toHaveText(["Marken", "Dienstleister", "News", "Kalender"]);
  await expect(drawer.getByRole("link", { name: "Nordholz Küchen" }).first()).toBeVisible();
  await drawer.getByRole("combobox", { name: "Bereich" }).selectOption({ label: "News" });
  await expect(drawer.getByRole("heading", { level: 3 })).toHaveText(["News"]);
  await expect(drawer.getByRole("link", { name: "Nordholz Küchen: neue Frontfarben" })).toBeVisible();
  // One request per settled term, none per keystroke.
  expect(asked).toEqual(["nordholz|all", "nordholz|news"]);
});
