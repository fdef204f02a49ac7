// Named to sort after the other clock specs: its clock test moves a day ahead past a 07:00 the digests spec waits for.
// The Redaktion's news (issue 39, decision 0954), as redaktion@, with JavaScript on and off: create
// a draft, preview it as a trading partner, publish it and find it as a partner; the planned
// publication for tomorrow, read once the schedule clock got there (@clock). The image is chosen in
// the form itself (decision 0964): a file that is no image is refused at the field, keeping the text.
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectToast, loginAs, test, withTestClock } from "./fixtures";

const STAFF = "redaktion@example.com";

/** Creates a draft through the form; answers its edit page's URL. */
async function createDraft(page: Page, title: string, userTypes: ("Händler" | "Lieferanten")[]): Promise<string> {
  await page.goto("/verband/news");
  await page.getByRole("link", { name: "News anlegen" }).click();
  await page.getByRole("textbox", { name: "Titel", exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Teaser", exact: true }).fill("Kurz zusammengefasst für die Liste.");
  await page.getByRole("textbox", { name: "Text", exact: true }).fill("## Worum es geht\n\nDie **Hausmesse** beginnt im Oktober.");
  for (const type of ["Händler", "Lieferanten"] as const) {
    const box = page.getByRole("group", { name: "Für", exact: true }).getByRole("checkbox", { name: type, exact: true });
    if (userTypes.includes(type)) await box.check();
    else await box.uncheck();
  }
  await page.getByRole("button", { name: "Speichern" }).click();
  await expectToast(page, `Die News „${title}“ wurde angelegt.`);
  return page.url();
}

test("create a draft, preview it as a trading partner, publish it; partners read it", async ({ page, browser }) => {
  test.setTimeout(90_000); // two sessions, eight form posts on a shared 2-core machine
  const title = `Hausmesse ${test.info().project.name} ${Date.now()}`;
  await loginAs(page, STAFF);
  const edit = await createDraft(page, title, ["Händler"]);

  // the preview renders it as the partner's article page, and says a supplier would not see it
  await page.getByRole("combobox", { name: "Vorschau als" }).selectOption("LF");
  await page.getByRole("button", { name: "Vorschau" }).click();
  await expect(page.getByText("Diese News ist nicht für Lieferanten bestimmt")).toBeVisible();
  await page.goto(`${edit}/vorschau?typ=HP`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Worum es geht" })).toBeVisible();

  // publishing: a refusal keeps what was typed; then published
  await page.goto(edit);
  await page.getByRole("combobox", { name: "Status" }).selectOption("planned");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Bitte einen Zeitpunkt in der Zukunft angeben.")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("textbox", { name: "Titel", exact: true })).toHaveValue(title);
  await page.getByRole("combobox", { name: "Status" }).selectOption("published");
  // the image: a file that is no image is refused at its field, naming it; what was typed stays
  await page.getByLabel("Bild", { exact: true }).setInputFiles({ name: "notiz.png", mimeType: "image/png", buffer: Buffer.from("keine Bilddatei") });
  await page.getByRole("textbox", { name: "Alternativtext des Bildes" }).fill("Der Messestand in Halle 3");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Bild: Dieses Dateiformat wird nicht unterstützt.")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("textbox", { name: "Alternativtext des Bildes" })).toHaveValue("Der Messestand in Halle 3");
  await expect(page.getByRole("textbox", { name: "Titel", exact: true })).toHaveValue(title);
  const photo = await sharp({ create: { width: 320, height: 200, channels: 3, background: "#2a6f97" } }).png().toBuffer();
  await page.getByLabel("Bild", { exact: true }).setInputFiles({ name: "messestand.png", mimeType: "image/png", buffer: photo });
  await page.getByRole("combobox", { name: "Status" }).selectOption("published");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expectToast(page, `Die News „${title}“ wurde gespeichert.`);
  await expect(page.getByRole("img", { name: "Der Messestand in Halle 3" })).toBeVisible();

  const partner = await browser.newPage();
  try {
    await loginAs(partner, "haendler@example.com");
    await partner.goto(`/news?q=${encodeURIComponent(title)}`);
    await expect(partner.getByRole("link", { name: title })).toBeVisible();
    // the partner's article shows the image, served with the partner's own access
    await partner.getByRole("link", { name: title }).click();
    const image = partner.getByRole("img", { name: "Der Messestand in Halle 3" });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  } finally {
    await partner.close();
  }
});

test("a news item planned for tomorrow appears when the clock gets there", { tag: ["@js-only", "@clock"] }, async ({ page }) => {
  test.setTimeout(150_000);
  const title = `Geplant ${test.info().project.name} ${Date.now()}`;
  await withTestClock(async (moveClock) => {
    await loginAs(page, STAFF);
    const edit = await createDraft(page, title, ["Händler", "Lieferanten"]);
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    const local = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" }).format(tomorrow).replace(" ", "T");
    await page.goto(edit);
    await page.getByRole("combobox", { name: "Status" }).selectOption("planned");
    await page.getByLabel("Veröffentlichen am").fill(local);
    await page.getByRole("button", { name: "Speichern" }).click();
    await expectToast(page, `Die News „${title}“ wurde gespeichert.`);
    await expect(page.getByText("Status: Geplant")).toBeVisible();

    moveClock(new Date(tomorrow.getTime() + 5 * 60_000).toISOString());
    await expect(async () => {
      await page.goto(edit);
      await expect(page.getByText("Status: Veröffentlicht")).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
  });
});
