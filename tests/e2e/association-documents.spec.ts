/**
 * The association's documents (issue 39, decision 0958), with JavaScript on and off: the Redaktion
 * uploads a document with a file, a description and an audience (Händler), a Händler finds it under
 * /documents and downloads it, a supplier (outside the audience) does not see it, and a new version
 * replaces it for the Händler under the same link.
 */
import type { Browser, Page } from "@playwright/test";
import { makePdf } from "../../server/zr/make-pdf";
import { expect as baseExpect, expectToast, loginAs, newNoJsContext, test } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/** A partner's page in a context of its own (the staff member stays signed in on `page`). */
async function partnerPage(browser: Browser, baseURL: string | undefined, javaScriptEnabled: boolean, email: string): Promise<Page> {
  const context = javaScriptEnabled ? await browser.newContext({ baseURL, locale: "de-DE", timezoneId: "Europe/Berlin" }) : await newNoJsContext(browser, baseURL);
  const page = await context.newPage();
  await loginAs(page, email);
  return page;
}

async function uploadFile(page: Page, fileName: string, text: string): Promise<void> {
  await page.getByLabel(/^Datei \(PDF/).setInputFiles({ name: fileName, mimeType: "application/pdf", buffer: makePdf(text, ["Einkaufsverband Wohnen eG"]) });
  await page.getByRole("button", { name: "Datei hochladen", exact: true }).click();
  await expect(page.getByText(`Datei: ${fileName}`)).toBeVisible();
}

async function findInDocuments(page: Page, name: string) {
  await page.goto(`/documents?search=${encodeURIComponent(name)}`);
  return page.getByRole("link", { name, exact: true });
}

test("the Redaktion publishes a document for the Händler, who download it; a new version replaces it", async ({ page, browser, baseURL, javaScriptEnabled }) => {
  const mode = javaScriptEnabled ? "JS" : "ohne JS";
  const name = `Rundschreiben Hausmesse ${mode}`;
  const renewed = `${name} (Neufassung)`;

  await loginAs(page, "redaktion@example.com");
  await page.goto("/verband/dokumente");
  await page.getByRole("link", { name: "Dokument hochladen", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dokument hochladen" })).toBeVisible();
  await uploadFile(page, "rundschreiben.pdf", "Rundschreiben Hausmesse");
  await page.getByRole("textbox", { name: "Titel", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "Beschreibung", exact: true }).fill("Termine und Standplan der Hausmesse im Frühjahr.");
  await page.getByRole("checkbox", { name: "Händler (HP)", exact: true }).check();
  await page.getByRole("button", { name: "Veröffentlichen", exact: true }).click();
  await expectToast(page, `„${name}“ ist veröffentlicht.`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const documentUrl = page.url();

  // the list's CSV export with its filter: the document with its audience
  await page.goto(`/verband/dokumente?suche=${encodeURIComponent(name)}`);
  const csvHref = await page.getByRole("link", { name: /Als CSV exportieren/ }).getAttribute("href");
  const csv = await page.request.get(csvHref!);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const lines = (await csv.text()).trim().split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(name);
  expect(lines[1]).toContain("Händler (HP)");

  // a Händler (HP, every permission) finds and downloads it
  const haendler = await partnerPage(browser, baseURL, javaScriptEnabled, "haendler@example.com");
  await (await findInDocuments(haendler, name)).click();
  await expect(haendler.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(haendler.getByText("Termine und Standplan der Hausmesse im Frühjahr.")).toBeVisible();
  const download = haendler.waitForEvent("download");
  await haendler.getByRole("main").getByRole("link", { name: "Herunterladen", exact: true }).click();
  expect((await download).suggestedFilename()).toBe("rundschreiben.pdf");
  const detailUrl = haendler.url();

  // a supplier is outside the audience: neither listed nor reachable through the link
  const lieferant = await partnerPage(browser, baseURL, javaScriptEnabled, "lieferant@example.com");
  await expect(await findInDocuments(lieferant, name)).toHaveCount(0);
  await lieferant.goto(detailUrl);
  await expect(lieferant.getByRole("heading", { level: 1, name })).toHaveCount(0);
  await lieferant.context().close();

  // a new version under the same link
  await page.goto(documentUrl);
  await page.getByRole("link", { name: "Neue Version hochladen", exact: true }).click();
  await uploadFile(page, "rundschreiben-2.pdf", "Rundschreiben Hausmesse, Neufassung");
  await page.getByRole("textbox", { name: "Titel", exact: true }).fill(renewed);
  await page.getByRole("button", { name: "Neue Version veröffentlichen", exact: true }).click();
  await expectToast(page, `Version 2 von „${renewed}“ ist veröffentlicht.`);
  await expect(page.getByRole("heading", { level: 1, name: renewed })).toBeVisible();

  await haendler.goto(detailUrl);
  await expect(haendler.getByRole("heading", { level: 1, name: renewed })).toBeVisible();
  await haendler.context().close();
});
