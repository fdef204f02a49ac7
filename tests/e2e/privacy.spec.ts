/**
 * Data protection (issue 41, decisions 0980, 0988), with JavaScript on and off: the self-service
 * export under "Meine Daten" (requested, announced by mail and in the header's notifications,
 * downloaded once), and Administration's erasure of a person on request (search, a required
 * reason, then the person is gone). Each project uses its own accounts (one server for both).
 */
import { readFileSync } from "node:fs";
import { createColleague } from "./account-helpers";
import { expect, expectToast, test } from "./fixtures";
import { readOutbox } from "./outbox";

const READY = /^Ihr Datenexport ist bereit$/;
const DOWNLOAD = /https?:\/\/\S+?\/account\/meine-daten\/[0-9a-f-]{36}\/download/;

const exportMails = (to: string) => readOutbox().filter((m) => m.to.includes(to) && READY.test(m.subject));

test.describe("data protection", () => {
  // A job, a mail and a download per test on a shared 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test("Meine Daten: the export is announced by mail and notification and downloads once", async ({ page, loginAs, axe, javaScriptEnabled }) => {
    const email = javaScriptEnabled ? "innendienst@example.com" : "rp@example.com";
    await loginAs(page, email);
    const before = exportMails(email).length;
    await page.goto("/account/meine-daten");
    expect(await axe(page)).toEqual([]);
    await page.getByRole("button", { name: "Export meiner Daten anfordern" }).click();
    await expectToast(page, "Der Export wird erstellt. Sie erhalten eine E-Mail, sobald er bereit ist.");

    await expect.poll(() => exportMails(email).length, { timeout: 30_000 }).toBeGreaterThan(before);
    const link = DOWNLOAD.exec(exportMails(email).at(-1)!.parts.map((p) => p.body).join("\n"))![0];
    const path = new URL(link).pathname;

    // The header's notifications announce it too, linked to the same download.
    await page.goto("/dashboard");
    const bell = page.getByLabel(/^Benachrichtigungen: \d+ neue Benachrichtigung/);
    await bell.click();
    const entry = page.locator("details").filter({ has: bell }).locator(`a[href="${path}"]`);
    await expect(entry).toContainText("Daten von");
    await expect(entry).toContainText("einmal herunterladbar bis");
    const downloading = page.waitForEvent("download");
    await entry.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^daten-\d{4}-\d\d-\d\d\.zip$/);
    expect(readFileSync(await download.path()).subarray(0, 2).toString("latin1")).toBe("PK");

    // Once: the mail's link now finds nothing, and the entry is gone from the notifications.
    const again = await page.goto(path);
    expect(again?.status()).toBe(404);
    await page.goto("/account/meine-daten");
    await expect(page.getByRole("row").filter({ hasText: "heruntergeladen" }).first()).toBeVisible();
    await expect(page.locator(`a[href="${path}"]`)).toHaveCount(0);
  });

  test("Person löschen: Administration finds the person, gives the reason, and the person is gone", async ({ page, loginAs, axe, javaScriptEnabled }) => {
    // A colleague of Katrin Sommer's who asked the association to erase their data.
    const local = `antrag-${javaScriptEnabled ? "js" : "nojs"}-${Date.now().toString(36)}`;
    const name = `Ute ${javaScriptEnabled ? "Vogelsang" : "Hollmann"}`;
    await loginAs(page, "haendler@example.com");
    await createColleague(page, { email: `${local}@example.com`, firstName: "Ute", lastName: name.split(" ")[1]! });
    await page.context().clearCookies();

    await loginAs(page, "admin@example.com");
    await page.goto("/verband/datenschutz");
    await page.getByRole("main").getByRole("link", { name: "Person löschen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Person löschen" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Lange gesperrte Accounts" })).toBeVisible();
    const search = page.getByRole("searchbox", { name: "Name oder E-Mail-Adresse" });
    await search.fill("ut");
    await search.press("Enter");
    await expect(page.getByText("Bitte geben Sie mindestens drei Zeichen ein.")).toBeVisible();
    await search.fill(name);
    await search.press("Enter");
    const row = page.getByRole("row").filter({ hasText: `${local}@example.com` });
    await expect(row).toContainText("Möbelhaus Sommer");
    expect(await axe(page)).toEqual([]);
    await row.getByRole("link", { name: `${name} löschen` }).click();

    const dialog = page.getByRole("alertdialog", { name: `${name} löschen?` });
    await expect(dialog).toContainText("Was bleibt");
    // Without a reason: refused in German, nothing erased.
    await dialog.getByRole("button", { name: "Endgültig löschen" }).click();
    await expect(dialog.getByText("Bitte geben Sie den Grund der Löschung an.")).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await dialog.getByRole("textbox", { name: "Grund der Löschung" }).fill("Antrag per E-Mail vom 27.11.2026");
    await dialog.getByRole("button", { name: "Endgültig löschen" }).click();
    await expectToast(page, `${name} wurde gelöscht. Die Löschung steht mit dem Grund im Protokoll.`);

    await page.goto(`/verband/datenschutz/loeschen?suche=${local}`);
    await expect(page.getByText("Niemand gefunden.")).toBeVisible();
  });
});
