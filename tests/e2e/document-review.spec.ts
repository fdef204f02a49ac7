/**
 * Document review (issue 11), with JavaScript on and off: a supplier uploads a document and
 * requests review, the association's reviewer approves it, and a trading partner finds it in the
 * document list; the supplier is told in the notification centre. Illegal input keeps the form.
 */
import { makePdf } from "../../server/zr/make-pdf";
import { expect as baseExpect, test } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test("upload, request review, approve as the reviewer, find it as a trading partner", async ({ page, loginAs, axe }) => {
  const name = unique("Pflegeanleitung Bad");
  await loginAs(page, "lieferant@example.com");
  await page.goto("/document-review");
  await page.getByRole("link", { name: "Dokument hochladen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dokument zur Prüfung hochladen" })).toBeVisible();

  // A text file named .pdf is refused by its content, in German.
  await page.getByLabel(/^Datei \(PDF/).setInputFiles({ name: "preisliste.pdf", mimeType: "application/pdf", buffer: Buffer.from("Nur Text, kein PDF") });
  await page.getByRole("button", { name: "Datei hochladen" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Dieses Dateiformat wird nicht angenommen" })).toBeVisible();

  await page.getByLabel(/^Datei \(PDF/).setInputFiles({ name: `${name}.pdf`, mimeType: "application/pdf", buffer: makePdf("Pflegeanleitung Bad", ["Gueltig ab 01.01.2027"]) });
  await page.getByRole("button", { name: "Datei hochladen" }).click();
  await expect(page.getByText(`Hochgeladene Datei: ${name}.pdf`)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
  expect(await axe(page)).toEqual([]);

  // valid to before valid from: refused, the typed input stays. Class EVA: of the users other
  // tests watch for new-document notifications, none sees it (leser@ lacks EVA, rp@ is another supplier).
  await page.getByRole("radio", { name: "EVA" }).check();
  await page.getByRole("checkbox", { name: "Nordholz Bad" }).check();
  await page.getByRole("checkbox", { name: "Schulung" }).check();
  await page.getByLabel("Dokumenttyp").selectOption({ label: "Montageanleitung" });
  await page.getByLabel("Gültig ab").fill("2027-12-31");
  await page.getByLabel("Gültig bis").fill("2027-01-01");
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(page.getByText("„Gültig bis“ darf nicht vor „Gültig ab“ liegen.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
  await page.getByLabel("Gültig ab").fill("2027-01-01");
  await page.getByLabel("Gültig bis").fill("2027-12-31");
  await page.getByRole("button", { name: "Speichern", exact: true }).click();

  await expect(page.getByText("Das Dokument wurde als Entwurf angelegt.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "Entwurf" })).toBeVisible();
  const detail = page.url();
  await page.getByRole("button", { name: "Zur Prüfung einreichen" }).click();
  await expect(page.getByText("Das Dokument wurde zur Prüfung eingereicht.")).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "eingereicht" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Zur Prüfung einreichen" })).toHaveCount(0);

  // The reviewer: the document is in the queue; approving needs no comment, but one is kept.
  await loginAs(page, "pruefung@example.com");
  await page.goto("/document-review?status=submitted");
  await page.getByRole("link", { name }).click();
  await page.getByRole("textbox", { name: "Kommentar" }).fill("Geprüft, Preise plausibel.");
  await page.getByRole("button", { name: "Freigeben" }).click();
  await expect(page.getByText("Status geändert: freigegeben.")).toBeVisible();
  await expect(page.getByRole("list").filter({ hasText: "Geprüft, Preise plausibel." })).toBeVisible();
  await expect(page).toHaveURL(detail);

  // The trading partner finds it among the documents.
  await loginAs(page, "haendler@example.com");
  await page.goto(`/documents?search=${encodeURIComponent(name)}`);
  await expect(page.getByRole("link", { name, exact: true })).toBeVisible();

  // The supplier is told in the notification centre.
  await loginAs(page, "lieferant@example.com");
  await page.getByLabel(/^Benachrichtigungen: \d+ neue Benachrichtigung/).click();
  await expect(page.getByRole("link", { name: new RegExp(`„${name}“: freigegeben`) })).toBeVisible();
});

test("the reviewer sends a document back with a comment, which the supplier must give", async ({ page, loginAs }) => {
  const name = unique("Montageanleitung");
  await loginAs(page, "lieferant@example.com");
  await page.goto("/document-review/new");
  await page.getByLabel(/^Datei \(PDF/).setInputFiles({ name: `${name}.pdf`, mimeType: "application/pdf", buffer: makePdf("Montage", ["Schritt 1"]) });
  await page.getByRole("button", { name: "Datei hochladen" }).click();
  await page.getByRole("radio", { name: "EKA" }).check();
  await page.getByRole("checkbox", { name: "Nordholz Küchen" }).check();
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(page.getByText("Das Dokument wurde als Entwurf angelegt.")).toBeVisible();
  await page.getByRole("button", { name: "Zur Prüfung einreichen" }).click();
  await expect(page.getByText("Das Dokument wurde zur Prüfung eingereicht.")).toBeVisible();
  const detail = page.url();

  await loginAs(page, "pruefung@example.com");
  await page.goto(detail);
  await page.getByRole("button", { name: "Rückfrage stellen" }).click();
  await expect(page.getByText("Bitte geben Sie einen Kommentar ein")).toBeVisible();
  await page.getByRole("textbox", { name: "Kommentar" }).fill("Bitte Schritt 2 ergänzen.");
  await page.getByRole("button", { name: "Rückfrage stellen" }).click();
  await expect(page.getByText("Status geändert: Rückfrage.")).toBeVisible();

  await loginAs(page, "lieferant@example.com");
  await page.goto(detail);
  await expect(page.getByText("Bitte Schritt 2 ergänzen.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Zur Prüfung einreichen" })).toBeVisible();
  // Withdraw: delete it, confirmed in a URL-state dialog.
  await page.getByRole("link", { name: "Dokument löschen" }).click();
  await expect(page.getByRole("alertdialog")).toContainText(`„${name}“ und seine Datei werden endgültig gelöscht.`);
  await page.getByRole("alertdialog").getByRole("button", { name: "Dokument löschen" }).click();
  await expect(page.getByText("Das Dokument wurde gelöscht.")).toBeVisible();
  await expect(page).toHaveURL(/\/document-review$/);
  await expect(page.getByRole("link", { name })).toHaveCount(0);
});

test("trading partners get 'Keine Berechtigung!' on the review screens", { tag: "@nojs-only" }, async ({ page, loginAs }) => {
  await loginAs(page, "haendler@example.com");
  for (const path of ["/document-review", "/document-review/new", "/document-review/11"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { name: "Keine Berechtigung!" })).toBeVisible();
  }
  await expect(page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Dokumentenprüfung" })).toHaveCount(0);
});
