/**
 * Career on the collection editor (issue 14), with JavaScript on and off: a job created from a
 * template with its invalid salary range corrected, published and previewed with its JobPosting
 * JSON-LD, then sorted; a shared benefit switched off and on; an FAQ added; employee feedback
 * without the association's entries; a job written and edited by keyboard alone. axe on each new
 * screen. js and nojs share one database: each works on its own records (shared entries: one each).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { save, saved, unique } from "./website-helpers";

const HP = "haendler@example.com";

test.describe("career", () => {
  test.describe.configure({ timeout: 120_000 });

  test("create a job from a template, correct its salary range, publish, preview and sort it", async ({ page, loginAs, axe }) => {
    await loginAs(page, HP);
    await page.goto("/career/jobs");
    await expect(page.getByRole("heading", { level: 1, name: "Stellenanzeigen" })).toBeVisible();
    expect(await axe(page)).toEqual([]);

    await page.getByRole("link", { name: "Neuen Eintrag aus der Vorlage „Vorlage: Küchenplaner (m/w/d)“ erstellen" }).click();
    await expect(page.getByText("Die Angaben stammen aus der Vorlage „Vorlage: Küchenplaner (m/w/d)“.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Stellenbeschreibung" })).toHaveValue(/Sie planen Küchen am Bildschirm/);
    await expect(page.getByRole("checkbox", { name: "Als Vorlage verwenden" })).not.toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Mitarbeiterrabatt" })).toBeChecked();
    expect(await axe(page)).toEqual([]);

    const title = unique("Küchenplanerin (m/w/d) Gütersloh");
    await page.getByRole("textbox", { name: "Stellentitel" }).fill(title);
    await page.getByLabel("Arbeitsort").selectOption({ index: 1 });
    await page.getByLabel("Veröffentlicht am").fill("2026-11-20");
    await page.getByLabel("Gültig bis").fill("2027-01-31");
    await page.getByRole("textbox", { name: "Monatsgehalt von (EUR)" }).fill("4.200");
    await page.getByRole("textbox", { name: "Monatsgehalt bis (EUR)" }).fill("3.400");
    await save(page);
    await expect(page.getByText("Das Monatsgehalt „bis“ darf nicht kleiner sein als „von“.")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("textbox", { name: "Stellentitel" })).toHaveValue(title);
    await page.getByRole("textbox", { name: "Monatsgehalt bis (EUR)" }).fill("4.800");
    await save(page);
    await saved(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
    await expect(page.getByText("Aktueller Status: Entwurf")).toBeVisible();

    await page.getByRole("button", { name: "Status auf „Veröffentlicht“ setzen" }).click();
    await saved(page, "Der Status wurde gesetzt.");
    await expect(page.getByText("Aktueller Status: Veröffentlicht")).toBeVisible();

    await page.getByRole("link", { name: "Vorschau" }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as Record<string, unknown>;
    expect(ld).toMatchObject({
      "@type": "JobPosting",
      title,
      datePosted: "2026-11-20",
      validThrough: "2027-01-31",
      employmentType: "FULL_TIME",
      hiringOrganization: { name: "Möbelhaus Sommer GmbH & Co. KG" },
      baseSalary: { currency: "EUR", value: { minValue: 4200, maxValue: 4800, unitText: "MONTH" } },
    });
    // Nothing else is script on the preview.
    expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0);

    // Sort: the new job is last among the own ones; move it up once.
    await page.goto("/career/jobs");
    const at = (await page.getByRole("row").allInnerTexts()).findIndex((r) => r.includes(title));
    await page.getByRole("button", { name: `${title} nach oben verschieben` }).click();
    await saved(page, "Reihenfolge gespeichert.");
    expect((await page.getByRole("row").allInnerTexts()).findIndex((r) => r.includes(title))).toBe(at - 1);
  });

  test("switch a shared benefit off and on", async ({ page, loginAs, axe }, testInfo) => {
    await loginAs(page, HP);
    // js and nojs each switch their own shared entry (they share the database).
    const [path, heading, entry] = testInfo.project.name === "nojs" ? ["/career/values", "Werte", "Starke Gemeinschaft im Verband"] : ["/career/benefits", "Benefits", "Verbandsakademie"];
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    const row = page.getByRole("row", { name: new RegExp(entry) });
    await expect(row).toContainText("Vom Verband geteilt");
    await row.getByRole("button", { name: "Für meine Website ausschalten" }).click();
    await saved(page, "Der Eintrag wird auf Ihrer Website nicht mehr gezeigt.");
    await expect(page.getByRole("row", { name: new RegExp(entry) })).toContainText("ausgeschaltet");
    await page.getByRole("row", { name: new RegExp(entry) }).getByRole("button", { name: "Für meine Website einschalten" }).click();
    await saved(page, "Der Eintrag wird auf Ihrer Website wieder gezeigt.");
    await expect(page.getByRole("row", { name: new RegExp(entry) })).not.toContainText("ausgeschaltet");

    // A new own entry of the screen's type chooses an icon from the icon folder.
    await page.getByRole("link", { name: "Neu anlegen" }).click();
    expect(await axe(page)).toEqual([]);
    const title = unique("Obstkorb");
    await page.getByRole("textbox", { name: "Titel" }).fill(title);
    await page.getByRole("radio", { name: "Symbol Kaffee" }).check();
    await save(page);
    await saved(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
    await expect(page.getByRole("radio", { name: "Symbol Kaffee" })).toBeChecked();
  });

  test("employee feedback lists only the company's own voices", async ({ page, loginAs, axe }) => {
    await loginAs(page, HP);
    await page.goto("/career/employee-feedback");
    await expect(page.getByRole("heading", { level: 1, name: "Mitarbeiterstimmen" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "Lena Hoffmann" })).toBeVisible();
    await expect(page.getByText("Stimmen aus dem Verband")).toHaveCount(0);
    expect(await axe(page)).toEqual([]);
    await page.getByRole("link", { name: "Neu anlegen" }).click();
    await expect(page.getByRole("textbox", { name: "Tätigkeit" })).toBeVisible();
    await expect(page.getByRole("radio")).toHaveCount(0);
    expect(await axe(page)).toEqual([]);
  });

  test("add an FAQ", async ({ page, loginAs, axe }) => {
    await loginAs(page, HP);
    await page.goto("/career/faqs");
    await expect(page.getByRole("heading", { level: 1, name: "Häufige Fragen" })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await page.getByRole("link", { name: "Neu anlegen" }).click();
    const question = unique("Gibt es ein Jobticket?");
    await page.getByRole("textbox", { name: "Frage" }).fill(question);
    await save(page);
    await expect(page.getByText("Bitte eine Antwort angeben.")).toBeVisible({ timeout: 15_000 });
    await page.getByRole("textbox", { name: "Antwort" }).fill("Ja, wir bezuschussen das Deutschlandticket mit 25 Euro im Monat.");
    await save(page);
    await saved(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(question);
    expect(await axe(page)).toEqual([]);
    await page.goto("/career/faqs");
    await expect(page.getByRole("row", { name: new RegExp(question.replace(/[?]/g, "\\?")) })).toContainText("Entwurf");
  });

  test("keyboard only: write a job and edit it", async ({ page, loginAs }) => {
    await loginAs(page, HP);
    await page.goto("/career/jobs");
    const title = unique("Tastatur: Monteur (m/w/d)");
    const tabTo = async (target: ReturnType<Page["getByRole"]>) => {
      for (let i = 0; i < 120 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
      await expect(target).toBeFocused();
    };
    await tabTo(page.getByRole("link", { name: "Neu anlegen" }));
    await page.keyboard.press("Enter");
    await tabTo(page.getByRole("textbox", { name: "Stellentitel" }));
    await page.keyboard.type(title);
    await tabTo(page.getByRole("textbox", { name: "Stellenbeschreibung" }));
    await page.keyboard.type("Montage von Küchen bei unserer Kundschaft in Ostwestfalen.");
    await tabTo(page.getByRole("checkbox", { name: "JobRad" }));
    await page.keyboard.press("Space");
    await tabTo(page.getByRole("button", { name: "Speichern", exact: true }));
    await page.keyboard.press("Enter");
    await saved(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
    await expect(page.getByRole("checkbox", { name: "JobRad" })).toBeChecked();

    await tabTo(page.getByRole("textbox", { name: "Kurzbeschreibung" }));
    await page.keyboard.type("Küchenmontage im Team, Firmenwagen inklusive.");
    await tabTo(page.getByRole("button", { name: "Speichern", exact: true }));
    await page.keyboard.press("Enter");
    await saved(page);
    await expect(page.getByRole("textbox", { name: "Kurzbeschreibung" })).toHaveValue("Küchenmontage im Team, Firmenwagen inklusive.");
  });
});
