/** Contacts: create, edit, sort, archive, blocked delete, thumbnail upload with duplicate confirmation, stale save, sales area by keyboard, axe. */
import sharp from "sharp";
import { expect, openConfirmation, test } from "./fixtures";
import type { Page } from "@playwright/test";

const HP = "haendler@example.com";

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

async function createContact(page: Page, lastName: string, department: string) {
  await page.goto("/contact-management/add");
  await field(page, "Vorname").fill("Test");
  await field(page, "Nachname").fill(lastName);
  await field(page, "Abteilung (Website)").fill(department);
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(page.getByText("Erfolgreich gespeichert")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1 })).toContainText(lastName);
}

const unique = (label: string) => `${label}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test.describe("contact management", () => {
  // Several full-page round trips per test on a shared 2-core machine.
  test.describe.configure({ timeout: 90_000 });
  test("create, edit, sort and archive a contact", async ({ page, loginAs, axe, javaScriptEnabled }) => {
    await loginAs(page, HP);
    const group = unique("Team ");
    const first = unique("Erster");
    const second = unique("Zweiter");
    await createContact(page, first, group);
    expect(await axe(page)).toEqual([]);
    await createContact(page, second, group);

    // edit: change the phone, clear nothing else
    await field(page, "Telefon").fill("+49 521 4455");
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(page.getByText("Erfolgreich gespeichert")).toBeVisible({ timeout: 15_000 });
    await expect(field(page, "Telefon")).toHaveValue("+49 521 4455");
    await expect(page.getByRole("heading", { name: "Änderungsverlauf" })).toBeVisible({ timeout: 15_000 });

    await page.goto("/contact-management");
    expect(await axe(page)).toEqual([]);
    const section = page.getByRole("region", { name: group });
    await expect(section.getByRole("row")).toHaveCount(3);
    await expect(section.getByRole("row").nth(1)).toContainText(first);
    await section.getByRole("button", { name: `Test ${second} nach oben verschieben` }).click();
    await expect(page.getByText("Reihenfolge gespeichert.")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("region", { name: group }).getByRole("row").nth(1)).toContainText(second);
    // Back at the moved row (URL fragment; with JavaScript it also holds the focus).
    await expect(page).toHaveURL(/\/contact-management#contact-\d+$/);
    if (javaScriptEnabled) await expect(page.getByRole("region", { name: group }).getByRole("row").nth(1)).toBeFocused();

    await page.getByRole("region", { name: group }).getByRole("link", { name: `Test ${first} archivieren` }).click();
    await expect(page.getByRole("alertdialog")).toContainText("Ansprechpartner archivieren?");
    expect(await axe(page)).toEqual([]);
    await page.getByRole("button", { name: "Ja, archivieren" }).click();
    await expect(page.getByText(`Test ${first} wurde archiviert.`)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("region", { name: group }).getByRole("row")).toHaveCount(2);
  });

  test("erase a contact: the confirmation says what goes and what stays; then it is gone", async ({ page, loginAs, axe, javaScriptEnabled }) => {
    await loginAs(page, HP);
    const group = unique("Ehemalige ");
    const last = unique("Ausgeschieden");
    await createContact(page, last, group);
    const contactUrl = page.url();
    await page.goto("/contact-management");
    const erase = page.getByRole("region", { name: group }).getByRole("link", { name: `Test ${last} löschen` });
    const dialog = page.getByRole("alertdialog", { name: `Ansprechpartner Test ${last} löschen?` });
    await openConfirmation(page, erase, dialog, javaScriptEnabled);
    await expect(page).toHaveURL(/\?delete=\d+$/);
    await expect(dialog).toContainText("Foto mit allen Varianten");
    await expect(dialog).toContainText("Was bleibt");
    expect(await axe(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Endgültig löschen" }).click();
    await expect(page.getByText(`Der Ansprechpartner Test ${last} wurde gelöscht.`)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("region", { name: group })).toHaveCount(0);
    // Gone for good: its page is refused like any foreign id.
    expect((await page.request.get(contactUrl)).status()).toBe(403);
  });

  test("archiving the contact person of an area is refused and names the area", async ({ page, loginAs }) => {
    await loginAs(page, HP);
    await page.goto("/contact-management");
    await page.getByRole("link", { name: "Julia Hagedorn archivieren" }).click();
    await page.getByRole("button", { name: "Ja, archivieren" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "kann nicht gelöscht werden" })).toContainText("Karriere");
    await page.goto("/contact-management");
    await expect(page.getByRole("link", { name: "Julia Hagedorn", exact: true })).toBeVisible({ timeout: 15_000 });
  });

  test("invalid input keeps what was typed, with a German message", async ({ page, loginAs }) => {
    await loginAs(page, HP);
    await page.goto("/contact-management/add");
    await field(page, "Vorname").fill("Ohne");
    await field(page, "E-Mail").fill("kein-at-zeichen");
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(page.getByText("Bitte geben Sie den Nachnamen ein.")).toBeVisible({ timeout: 15_000 });
    await expect(field(page, "Vorname")).toHaveValue("Ohne");
  });

  test("a stale form is refused with the conflict message and keeps the input", async ({ page, loginAs }) => {
    await loginAs(page, HP);
    const name = unique("Konflikt");
    await createContact(page, name, unique("Konflikt-Team "));
    const url = page.url();
    const other = await page.context().newPage();
    await other.goto(url);
    await field(other, "Mobil").fill("+49 170 1111");
    await other.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(other.getByText("Erfolgreich gespeichert")).toBeVisible({ timeout: 15_000 });
    await other.close();

    await field(page, "Mobil").fill("+49 170 2222");
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(page.getByText(/inzwischen von jemand anderem geändert/)).toBeVisible({ timeout: 15_000 });
    await expect(field(page, "Mobil")).toHaveValue("+49 170 2222");
  });

  // Passes alone (13/13 in this file) but fails inside the full suite after the merge of issues 3–5:
  // the save after the second upload shows no success toast. Known defect, tracked in the session note.
  test("thumbnail upload, then the same file again with confirmation", async ({ page, loginAs, axe }) => {
    await loginAs(page, HP);
    await createContact(page, unique("Bild"), unique("Bild-Team "));
    const png = await sharp({
      create: { width: 60, height: 60, channels: 3, background: { r: Math.floor(Math.random() * 255), g: Math.floor(Math.random() * 255), b: 90 } },
    })
      .png()
      .toBuffer();
    const upload = async () => {
      await page.getByLabel("Bilddatei (JPEG, PNG, WebP oder GIF, höchstens 25 MB)").setInputFiles({ name: "portrait.png", mimeType: "image/png", buffer: png });
      await page.getByRole("button", { name: "Hochladen", exact: true }).click();
    };
    await upload();
    await expect(page.getByText("Das Bild wurde hochgeladen und übernommen.")).toBeVisible({ timeout: 15_000 });
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(page.getByText("Erfolgreich gespeichert")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("img", { name: "Aktuelles Bild" })).toBeVisible({ timeout: 15_000 });

    await upload();
    await expect(page.getByRole("alertdialog")).toContainText("Dieses Bild gibt es bereits");
    expect(await axe(page)).toEqual([]);
    await page.getByRole("button", { name: "Ja, trotzdem verwenden" }).click();
    await expect(page.getByText("Das Bild wurde hochgeladen und übernommen.")).toBeVisible({ timeout: 15_000 });
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(page.getByText("Erfolgreich gespeichert")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("img", { name: "Aktuelles Bild" })).toBeVisible({ timeout: 15_000 });
  });

  test("an svg upload is refused with a German message", async ({ page, loginAs }) => {
    await loginAs(page, HP);
    await page.goto("/contact-management/add");
    await page.getByLabel("Bilddatei (JPEG, PNG, WebP oder GIF, höchstens 25 MB)").setInputFiles({
      name: "logo.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await page.getByRole("button", { name: "Hochladen", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "kein SVG" })).toBeVisible({ timeout: 15_000 });
  });

  // Decision 0533: the sales area is three grouped checkbox lists, not <select multiple>; they post
  // the same values, and a key press changes one choice, never the whole selection.
  test("sales area: countries, regions and states by keyboard, kept on a failed save", async ({ page, loginAs, axe }) => {
    await loginAs(page, HP);
    await createContact(page, unique("Vertrieb"), unique("Vertrieb-Team "));
    const states = page.getByRole("group", { name: "Bundesländer", exact: true });
    const box = (group: string, name: string, within?: string) => {
      const list = page.getByRole("group", { name: group, exact: true });
      return (within ? list.getByRole("group", { name: within, exact: true }) : list).getByRole("checkbox", { name, exact: true });
    };
    const press = async (checkbox: ReturnType<typeof box>, key: string) => {
      await checkbox.focus();
      await page.keyboard.press(key);
    };
    // grouped by country, each country's list under its heading
    await expect(states.getByRole("group", { name: "Deutschland", exact: true }).getByRole("checkbox")).toHaveCount(16);
    await expect(states.getByRole("group", { name: "Österreich", exact: true }).getByRole("checkbox")).toHaveCount(9);
    expect(await axe(page)).toEqual([]);

    await press(box("Länder", "Österreich"), "Space");
    await press(box("Vertriebsregionen", "Nord", "Deutschland"), "Space");
    await press(box("Bundesländer", "Bremen", "Deutschland"), "Space");
    await press(box("Bundesländer", "Hamburg", "Deutschland"), "Space");
    await press(box("Bundesländer", "Tirol", "Österreich"), "Space");
    // what wiped a multi-select: an arrow key on one entry, then a plain click on another
    await page.keyboard.press("ArrowDown");
    await box("Bundesländer", "Wien", "Österreich").click();
    await expect(box("Bundesländer", "Bremen", "Deutschland")).toBeChecked();
    await expect(box("Bundesländer", "Tirol", "Österreich")).toBeChecked();

    // a failed save keeps the choices
    await field(page, "E-Mail").fill("kein-at-zeichen");
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(page.getByText("Bitte geben Sie eine gültige E-Mail-Adresse ein.").first()).toBeVisible({ timeout: 15_000 });
    for (const [name, country] of [["Bremen", "Deutschland"], ["Hamburg", "Deutschland"], ["Tirol", "Österreich"], ["Wien", "Österreich"]] as const) {
      await expect(box("Bundesländer", name, country)).toBeChecked();
    }
    await expect(box("Länder", "Österreich")).toBeChecked();

    await field(page, "E-Mail").fill("vertrieb@example.com");
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(page.getByText("Erfolgreich gespeichert")).toBeVisible({ timeout: 15_000 });
    // The saved record's form (version 2) is on the page before anything is pressed again: a key
    // pressed while the page still shows the old form would be undone by the new one.
    await expect(box("Bundesländer", "Hamburg", "Deutschland")).toHaveAttribute("form", /-v2$/);
    await expect(box("Länder", "Österreich")).toBeChecked();
    await expect(box("Vertriebsregionen", "Nord", "Deutschland")).toBeChecked();
    await expect(page.getByRole("group", { name: "Vertriebsregionen", exact: true }).getByRole("checkbox", { checked: true })).toHaveCount(1);
    await expect(states.getByRole("checkbox", { checked: true })).toHaveCount(4);

    // unchecking one keeps the others
    await press(box("Bundesländer", "Hamburg", "Deutschland"), "Space");
    await expect(box("Bundesländer", "Hamburg", "Deutschland")).not.toBeChecked();
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(box("Bundesländer", "Hamburg", "Deutschland")).toHaveAttribute("form", /-v3$/, { timeout: 15_000 });
    await expect(box("Bundesländer", "Hamburg", "Deutschland")).not.toBeChecked();
    await expect(states.getByRole("checkbox", { checked: true })).toHaveCount(3);
    await expect(box("Bundesländer", "Bremen", "Deutschland")).toBeChecked();
  });

  test("keyboard only: edit a contact", { tag: "@js-only" }, async ({ page, loginAs }) => {
    await loginAs(page, HP);
    await createContact(page, unique("Tastatur"), unique("Tastatur-Team "));
    await field(page, "Telefon").focus();
    await page.keyboard.type("+49 521 777");
    // Tab to the save button and press Enter
    // past the sales area's checkbox groups (about 45 boxes in the demo data)
    for (let i = 0; i < 100; i++) {
      await page.keyboard.press("Tab");
      if (await page.getByRole("button", { name: "Speichern", exact: true }).evaluate((el) => el === document.activeElement)) break;
    }
    await page.keyboard.press("Enter");
    await expect(page.getByText("Erfolgreich gespeichert")).toBeVisible({ timeout: 15_000 });
    await expect(field(page, "Telefon")).toHaveValue("+49 521 777");
  });
});
