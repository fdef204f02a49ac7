// The association's catalogues (issue 39, decisions 0957, 0965): the Redaktion maintains brands,
// instructions, the service pool and SAM tags with ONE list and ONE form, so the shared screen is
// tested once, on brands: create (supplier company, categories), edit, "nach oben", archive; a
// partner no longer finds the archived brand. The same sign-ins then write what only the other
// catalogues have — an instruction's steps (add, nest, edit, move, remove), a service-pool entry's
// brands, a SAM tag — and the partner reads each. A step's image, like the logo, is chosen in its form. Both projects run it, each with its own records.
// The logo is chosen in the form itself (decision 0964) and shown to partners on the brand screens.
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect as baseExpect, expectToast, test } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const REDAKTION = "redaktion@example.com";
const PARTNER = "haendler@example.com";

/** The catalogue list's row of `name` (brands are few: one page). */
const rowOf = (page: Page, name: string) => page.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });

/** The names in the list's first column, in the shown order. */
const namesIn = async (page: Page) => (await page.getByRole("table").getByRole("row").locator("td:first-child").allInnerTexts()).map((s) => s.trim());

test("the Redaktion creates, edits, moves up and archives a brand; partners no longer find it", async ({ page, loginAs, javaScriptEnabled }) => {
  const name = javaScriptEnabled ? "Werkhaus Eiche" : "Werkhaus Nussbaum";
  const renamed = `${name} Massiv`;
  await loginAs(page, REDAKTION);
  await page.goto("/verband/marken");
  await expect(page.getByRole("heading", { level: 1, name: "Marken" })).toBeVisible();
  await page.getByRole("link", { name: "Neu anlegen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Marke anlegen" })).toBeVisible();

  // Nothing filled in: both required fields are named, nothing saved.
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Bitte einen Namen angeben.")).toBeVisible();
  await expect(page.getByText("Bitte einen Lieferanten wählen.")).toBeVisible();

  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("combobox", { name: "Lieferant" }).selectOption({ label: "Kaltenbach Schlafsysteme GmbH" });
  await page.getByRole("textbox", { name: "Website", exact: true }).fill("https://www.werkhaus.example");
  const category = page.getByRole("group", { name: "Warengruppen" }).getByRole("checkbox").first();
  const categoryName = (await category.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? "")).trim();
  await category.check();
  await page.getByRole("button", { name: "Speichern" }).click();
  await expectToast(page, "Gespeichert.");
  await expect(page.getByRole("heading", { level: 1, name: `Marke bearbeiten: ${name}` })).toBeVisible();
  const id = /\/verband\/marken\/(\d+)$/.exec(page.url())?.[1];
  expect(id).toBeTruthy();
  await expect(page.getByRole("combobox", { name: "Lieferant" })).toHaveValue(/\d+/);
  await expect(page.getByRole("combobox", { name: "Lieferant" }).locator("option:checked")).toHaveText("Kaltenbach Schlafsysteme GmbH");
  await expect(page.getByRole("checkbox", { name: categoryName, exact: true })).toBeChecked();

  // Edit: a new name, a description and the logo with its alternative text; the category stays.
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(renamed);
  await page.getByRole("textbox", { name: "Beschreibung", exact: true }).fill("Massivholzmöbel aus Ostwestfalen.");
  const logo = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#8a5a2b" } }).png().toBuffer();
  await page.getByLabel("Logo", { exact: true }).setInputFiles({ name: "werkhaus.png", mimeType: "image/png", buffer: logo });
  await page.getByRole("textbox", { name: "Alternativtext des Logos" }).fill(`Logo ${renamed}`);
  await page.getByRole("button", { name: "Speichern" }).click();
  await expectToast(page, "Gespeichert.");
  await expect(page.getByRole("img", { name: `Logo ${renamed}` })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `Marke bearbeiten: ${renamed}` })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Beschreibung", exact: true })).toHaveValue("Massivholzmöbel aus Ostwestfalen.");
  await expect(page.getByRole("checkbox", { name: categoryName, exact: true })).toBeChecked();

  // The list: the new brand is last; "nach oben" puts it before the seeded brand above it. The
  // other project's brand ("Werkhaus …") is left out of the comparison: it may stand between the
  // two or move at the same time, so a second move may be needed to pass it.
  await page.goto("/verband/marken");
  await expect(rowOf(page, renamed)).toContainText("Kaltenbach Schlafsysteme GmbH");
  const ours = async () => (await namesIn(page)).filter((n) => n === renamed || !n.startsWith("Werkhaus"));
  const before = await ours();
  expect(before.at(-1)).toBe(renamed);
  const neighbour = before.at(-2)!;
  for (let moves = 0; moves < 2 && (await ours()).indexOf(neighbour) < (await ours()).indexOf(renamed); moves++) {
    await rowOf(page, renamed).getByRole("button", { name: `${renamed} nach oben` }).click();
    await expectToast(page, "Reihenfolge gespeichert.");
  }
  expect(await ours()).toEqual([...before.slice(0, -2), renamed, neighbour]);

  // The partner finds it before it is archived …
  const partner = await page.context().browser()!.newContext({ javaScriptEnabled, baseURL: new URL(page.url()).origin, locale: "de-DE", timezoneId: "Europe/Berlin" });
  const partnerPage = await partner.newPage();
  await loginAs(partnerPage, PARTNER);
  await partnerPage.goto(`/brands?search=${encodeURIComponent(renamed)}`);
  await expect(partnerPage.getByRole("link", { name: renamed, exact: true })).toBeVisible();
  // … with its logo, which the partner's own access reads
  const partnerLogo = partnerPage.getByRole("img", { name: `Logo ${renamed}` });
  await expect(partnerLogo).toBeVisible();
  await expect.poll(() => partnerLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect((await partnerPage.goto(`/brands/${id}`))?.status()).toBe(200);
  await expect(partnerPage.getByRole("img", { name: `Logo ${renamed}` })).toBeVisible();

  // Archive from the list: gone from the current ones, shown under the archived ones.
  await rowOf(page, renamed).getByRole("button", { name: `${renamed} archivieren` }).click();
  await expectToast(page, "Archiviert. Partner sehen den Eintrag nicht mehr.");
  await expect(rowOf(page, renamed)).toHaveCount(0);
  await page.getByRole("combobox", { name: "Anzeigen" }).selectOption("archived");
  await page.getByRole("main").getByRole("button", { name: "Filtern" }).click();
  await expect(rowOf(page, renamed).getByRole("button", { name: `${renamed} wiederherstellen` })).toBeVisible();

  // … and no longer afterwards, neither in the list nor by its address.
  await partnerPage.goto(`/brands?search=${encodeURIComponent(renamed)}`);
  await expect(partnerPage.getByRole("heading", { level: 1, name: "Marken" })).toBeVisible();
  await expect(partnerPage.getByRole("link", { name: renamed, exact: true })).toHaveCount(0);
  expect([403, 404]).toContain((await partnerPage.goto(`/brands/${id}`))?.status());

  // An instruction with its steps: created, then step by step on its form.
  const suffix = javaScriptEnabled ? "Eiche" : "Nussbaum";
  const instruction = `Reklamation erfassen ${suffix}`;
  await page.goto("/verband/anleitungen/neu");
  await expect(page.getByText("Speichern Sie die Anleitung zuerst; danach fügen Sie ihre Schritte hinzu.")).toBeVisible();
  await page.getByRole("textbox", { name: "Titel", exact: true }).fill(instruction);
  await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Veröffentlicht" });
  await page.getByRole("textbox", { name: "Zusammenfassung", exact: true }).fill("Eine Reklamation Schritt für Schritt.");
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expectToast(page, "Gespeichert.");
  const instructionId = /\/verband\/anleitungen\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1];
  expect(instructionId).toBeTruthy();

  const fresh = page.getByRole("form", { name: "Neuer Schritt" });
  await fresh.getByRole("button", { name: "Schritt hinzufügen" }).click();
  await expect(fresh.getByText("Bitte einen Titel angeben.")).toBeVisible();
  // A step's image is chosen in the step's own form and comes with its save (decision 0964).
  const stepImageAlt = `Schadensfoto einer Tischplatte ${suffix}`;
  const addStep = async (title: string, under?: string, image?: Buffer) => {
    await fresh.getByRole("textbox", { name: "Titel", exact: true }).fill(title);
    await fresh.getByRole("textbox", { name: "Text", exact: true }).fill(`${title}: so geht es.`);
    if (under) await fresh.getByRole("combobox", { name: "Unterschritt von" }).selectOption({ label: under });
    if (image) {
      await fresh.getByLabel("Bild", { exact: true }).setInputFiles({ name: "schaden.png", mimeType: "image/png", buffer: image });
      await fresh.getByRole("textbox", { name: "Alternativtext des Bildes" }).fill(stepImageAlt);
    }
    await fresh.getByRole("button", { name: "Schritt hinzufügen" }).click();
    await expectToast(page, "Schritt hinzugefügt.");
  };
  await addStep("Auftrag öffnen");
  await addStep("Fotos anhängen", undefined, await sharp({ create: { width: 320, height: 180, channels: 3, background: "#b07a4a" } }).png().toBuffer());
  await expect(page.getByRole("form", { name: "Schritt 2: Fotos anhängen" }).getByRole("img", { name: stepImageAlt })).toBeVisible();
  await addStep("Lieferschein prüfen", "Auftrag öffnen");
  await addStep("Doppelt angelegt");
  const second = page.getByRole("form", { name: "Schritt 2: Fotos anhängen" });
  await second.getByRole("textbox", { name: "Titel", exact: true }).fill("Schadensfotos anhängen");
  await second.getByRole("button", { name: "Schritt speichern" }).click();
  await expectToast(page, "Schritt gespeichert.");
  await page.getByRole("button", { name: "Schritt „Schadensfotos anhängen“ nach oben" }).click();
  await expectToast(page, "Reihenfolge gespeichert.");
  await page.getByRole("button", { name: "Schritt „Doppelt angelegt“ mit seinen Unterschritten entfernen" }).click();
  await expectToast(page, "Schritt entfernt.");
  await expect(page.getByRole("heading", { level: 3, name: /^Schritt \d/ })).toHaveText(["Schritt 1: Schadensfotos anhängen", "Schritt 2: Auftrag öffnen", "Schritt 2.1: Lieferschein prüfen"]);

  // A service-pool entry with a brand, and a SAM tag.
  const service = `Reklamationsservice ${suffix}`;
  await page.goto("/verband/servicepool/neu");
  await page.getByRole("textbox", { name: "Titel", exact: true }).fill(service);
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(`reklamation-${suffix.toLowerCase()}`);
  await page.getByRole("textbox", { name: "Service-Kennung", exact: true }).fill(`reklamation-${suffix.toLowerCase()}`);
  const brandBox = page.getByRole("group", { name: "Marken" }).getByRole("checkbox").first();
  const brandName = (await brandBox.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? "")).trim();
  await brandBox.check();
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expectToast(page, "Gespeichert.");
  await expect(page.getByRole("checkbox", { name: brandName, exact: true })).toBeChecked();
  const serviceId = /\/verband\/servicepool\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1];
  const tag = `Reklamationsmappe ${suffix}`;
  await page.goto("/verband/sam-tags/neu");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(tag);
  await page.getByRole("textbox", { name: "Beschreibung", exact: true }).fill("Formulare und Fristen für Reklamationen.");
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expectToast(page, "Gespeichert.");

  // The partner sees the steps in their order and nesting, the entry's brand, the tag.
  await partnerPage.goto(`/instructions/${instructionId}`);
  const steps = partnerPage.getByRole("region", { name: "Schritte" });
  await expect(steps.locator(":scope > ol > li > p.font-semibold")).toHaveText(["Schadensfotos anhängen", "Auftrag öffnen"]);
  await expect(steps.locator("ol ol > li > p.font-semibold")).toHaveText(["Lieferschein prüfen"]);
  const stepImage = steps.getByRole("img", { name: stepImageAlt });
  await stepImage.scrollIntoViewIfNeeded();
  await expect.poll(() => stepImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await partnerPage.goto(`/serviceandmore/services/${serviceId}`);
  await expect(partnerPage.getByRole("heading", { level: 1, name: service })).toBeVisible();
  await expect(partnerPage.getByRole("listitem").filter({ hasText: brandName })).toBeVisible();
  await partnerPage.goto("/tags");
  await expect(partnerPage.getByRole("link", { name: tag, exact: true })).toBeVisible();
  await partner.close();
});
