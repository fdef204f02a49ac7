/**
 * ZR client (issue 15): each ZR screen as HP and as LF, framed from the ZR-Simulator with the
 * account tabs and the back button; a receipt search with its PDF; a CSV upload with one bad line
 * and its correction; a sales report entered, corrected and closed; axe on the portal's ZR screen
 * and on the simulator's pages. Projects "js" and "nojs" share the server, so each works on its
 * own receipt numbers and its own month.
 */
import type { FrameLocator, Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const FRAME = 'iframe[title^="Zentralregulierung"]';

/** Opens a ZR screen of the portal and returns its frame (after the 500 ms delay with JavaScript). */
async function openZr(page: Page, path: string, heading: string, javaScriptEnabled: boolean): Promise<FrameLocator> {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  if (javaScriptEnabled) await expect(page.locator(FRAME)).toBeVisible();
  const frame = page.frameLocator(FRAME);
  await expect(frame.getByRole("heading", { level: 1 })).toBeVisible();
  return frame;
}

test("trading partner: account tabs, settlement runs, receipt search with PDF, statistic, suppliers; no supplier screens", async ({ page, loginAs, javaScriptEnabled, axe }) => {
  await loginAs(page, "haendler@example.com");
  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Hauptnavigation" }).first().getByRole("link", { name: "Regulierungsläufe" }).click();
  await expect(page).toHaveURL(/\/zrclient\/list$/);
  if (javaScriptEnabled) {
    // spec §9: a loading indicator first, the frame after 500 ms
    await expect(page.getByRole("status").filter({ hasText: "Die Zentralregulierung wird geladen" })).toBeVisible();
  }
  let frame = await openZr(page, "/zrclient/list", "Regulierungsläufe", javaScriptEnabled);
  expect(await axe(page, { exclude: [FRAME] })).toEqual([]);

  // tabs sorted by sort: Möbelhaus (1), Küchenwelt (2); the first is open
  const tabs = page.getByRole("navigation", { name: "ZR-Konten" }).getByRole("link");
  await expect(tabs).toHaveText(["Möbelhaus", "Küchenwelt"]);
  await expect(tabs.first()).toHaveAttribute("aria-current", "page");
  await expect(frame.getByText("Konto ZR-100231")).toBeVisible();
  await expect(frame.getByRole("row")).toHaveCount(11); // header + 10 runs
  await frame.getByRole("link", { name: "Weiter" }).click();
  await expect(frame.getByText("Seite 2 von 2")).toBeVisible();

  await tabs.filter({ hasText: "Küchenwelt" }).click();
  await expect(page).toHaveURL(/accid=ZR-100232/);
  frame = page.frameLocator(FRAME);
  await expect(frame.getByText("Konto ZR-100232")).toBeVisible();

  // receipt search: a wrong date is named, the rest of the search still runs
  frame = await openZr(page, "/zrclient/receipt-search", "Belegsuche", javaScriptEnabled);
  await frame.getByLabel("Belegdatum von").fill("31.02.2026");
  await frame.getByLabel("Lieferant").selectOption("Nordholz Küchenmöbel GmbH");
  await frame.getByLabel("Betrag ab (€)").fill("1.000,00");
  await frame.getByRole("button", { name: "Belege suchen" }).click();
  await expect(frame.getByText("Bitte ein Datum im Format TT.MM.JJJJ angeben.")).toBeVisible();
  await expect(frame.getByLabel("Belegdatum von")).toHaveValue("31.02.2026");
  await frame.getByLabel("Belegdatum von").fill("");
  await frame.getByRole("button", { name: "Belege suchen" }).click();
  const rows = frame.locator("tbody tr");
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row.getByRole("cell").nth(2)).toHaveText("Nordholz Küchenmöbel GmbH");
  const pdfHref = await rows.first().getByRole("link", { name: /als PDF öffnen/ }).getAttribute("href");
  const pdf = await page.request.get(pdfHref!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // the simulator's own page, axe-checked as a page of its own
  const src = await page.locator(FRAME).getAttribute("src");
  await page.goto(src!);
  expect(await axe(page)).toEqual([]);

  frame = await openZr(page, "/zrclient/statistic", "ZR-Statistik", javaScriptEnabled);
  await expect(frame.getByRole("img", { name: /^Umsatz nach Monat/ })).toBeVisible();
  await expect(frame.getByRole("table", { name: "Umsatz nach Monat, Marke und Geschäftspartner" })).toBeVisible();
  const csv = await page.request.get(new URL(`${(await page.locator(FRAME).getAttribute("src"))!}.csv`, page.url()).href);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain("Monat;Marke;Lieferant;Umsatz (EUR)");

  frame = await openZr(page, "/zrclient/trading-partner", "Meine Lieferanten", javaScriptEnabled);
  await expect(frame.getByRole("rowheader", { name: "Nordholz Küchenmöbel GmbH" })).toBeVisible();
  await expect(frame.getByRole("rowheader", { name: "Summe" })).toBeVisible();

  // upload and sales report are supplier screens
  for (const path of ["/zrclient/upload", "/zrclient/sales-report"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(403);
    await expect(page.getByText("Keine Berechtigung!").first()).toBeVisible();
  }
});

test("supplier: upload a CSV with one bad line, then the corrected file; enter, correct and close a sales report", async ({ page, loginAs, javaScriptEnabled, axe }) => {
  const tag = javaScriptEnabled ? "JS" : "NJ";
  await loginAs(page, "lieferant@example.com");
  for (const [path, heading] of [["/zrclient/list", "Regulierungsläufe"], ["/zrclient/statistic", "ZR-Statistik"]] as const) await openZr(page, path, heading, javaScriptEnabled);
  expect((await page.goto("/zrclient/trading-partner"))?.status()).toBe(403);

  let frame = await openZr(page, "/zrclient/upload", "Belege hochladen", javaScriptEnabled);
  const csv = (brand: string) =>
    Buffer.from(
      [
        "Belegnummer;Belegart;Belegdatum;Handelspartner;Marke;Betrag",
        `RE-E2E-${tag}-1;Rechnung;02.11.2026;Wohnstudio Brandt e. K.;Nordholz Küchen;4.711,00`,
        `RE-E2E-${tag}-2;Rechnung;03.11.2026;Wohnstudio Brandt e. K.;${brand};815,50`,
      ].join("\r\n"),
    );
  await frame.getByLabel("Dateien").setInputFiles({ name: "belege.csv", mimeType: "text/csv", buffer: csv("Nordholz Sofa") });
  await frame.getByRole("button", { name: "Hochladen" }).click();
  await expect(frame.getByText("Nichts übernommen: Bitte korrigieren Sie diese Zeilen")).toBeVisible();
  await expect(frame.getByText("Zeile 3: Marke „Nordholz Sofa“ gehört nicht zu Ihrem Konto.")).toBeVisible();
  await frame.getByLabel("Dateien").setInputFiles({ name: "belege.csv", mimeType: "text/csv", buffer: csv("Nordholz Bad") });
  await frame.getByRole("button", { name: "Hochladen" }).click();
  await expect(frame.getByText("2 Belege übernommen.")).toBeVisible();

  frame = await openZr(page, "/zrclient/receipt-search", "Belegsuche", javaScriptEnabled);
  await frame.getByLabel("Belegnummer").fill(`RE-E2E-${tag}`);
  await frame.getByRole("button", { name: "Belege suchen" }).click();
  await expect(frame.getByText("2 Belege", { exact: true })).toBeVisible();
  await expect(frame.getByRole("cell", { name: "4.711,00 €" })).toBeVisible();

  // each project its own open month: the current one (js) or the one before (nojs)
  frame = await openZr(page, "/zrclient/sales-report", "Umsatzmeldung", javaScriptEnabled);
  const month = await frame.getByLabel("Monat").locator("option").nth(javaScriptEnabled ? 0 : 1).getAttribute("value");
  await frame.getByLabel("Monat").selectOption(month!);
  await frame.getByRole("button", { name: "Monat anzeigen" }).click();
  await expect.poll(() => page.frames().some((f) => f.url().includes(`month=${month!}`))).toBe(true);
  const brandt = frame.getByLabel("Umsatz mit Wohnstudio Brandt e. K. in €");
  await brandt.fill("12.500,00");
  await frame.getByLabel("Umsatz mit Einrichtungshaus Lenz KG in €").fill("zwölf");
  await frame.getByRole("button", { name: "Umsatzmeldung speichern" }).click();
  await expect(frame.getByText("Nichts gespeichert: Bitte prüfen Sie die markierten Angaben.")).toBeVisible();
  await expect(brandt).toHaveValue("12.500,00");
  await frame.getByLabel("Umsatz mit Einrichtungshaus Lenz KG in €").fill("3.000");
  await frame.getByRole("button", { name: "Umsatzmeldung speichern" }).click();
  await expect(frame.getByText("Die Umsatzmeldung wurde gespeichert.")).toBeVisible();
  // correct it
  await brandt.fill("13.250,50");
  await frame.getByRole("button", { name: "Umsatzmeldung speichern" }).click();
  await expect(frame.getByText("Die Umsatzmeldung wurde gespeichert.")).toBeVisible();
  await expect(frame.getByLabel("Umsatz mit Wohnstudio Brandt e. K. in €")).toHaveValue("13.250,50");
  const src = await page.locator(FRAME).getAttribute("src");

  await frame.getByRole("button", { name: "Monat abschließen" }).click();
  await expect(frame.getByText("Der Monat wurde abgeschlossen.")).toBeVisible();
  await expect(frame.getByText("Der Monat ist abgeschlossen; die Meldung kann nicht mehr geändert werden.")).toBeVisible();
  await expect(frame.getByRole("button", { name: "Umsatzmeldung speichern" })).toHaveCount(0);
  await expect(frame.getByLabel("Umsatz mit Wohnstudio Brandt e. K. in €")).toHaveValue("13.250,50");

  await page.goto(`${src!}?month=${month!}`);
  expect(await axe(page)).toEqual([]);
});

test("the Auswertungen group of a STATISTIC user with the ZR client: the ZR statistic and the settlement statistic, no satisfaction survey", async ({ page, loginAs }) => {
  // Heitmann (Lichtwerk): STATISTIC and ZRCLIENT, no IVO; an account no other test changes
  await loginAs(page, "rp@example.com");
  const group = page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("heading", { name: "Auswertungen" }).locator("xpath=..");
  await expect(group.getByRole("link")).toHaveText(["ZR-Statistik", "Regulierungsstatistik"]);
});
