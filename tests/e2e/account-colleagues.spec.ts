/**
 * What an account manager does for a colleague (issue 29, decision 0557): resend the invitation
 * (the earlier link dies), mail a password link, correct name and e-mail address (the new address
 * counts once its link is confirmed, the old one is told), and see whether two-factor is on. The
 * colleague opens the mailed links in a browser of their own. JS and no-JS projects run against
 * one server, so each changes its own colleagues (README).
 */
import type { Browser, Page } from "@playwright/test";
import { accountFor, createColleague } from "./account-helpers";
import { expect, expectToast, newNoJsContext, openConfirmation, test } from "./fixtures";
import { readOutbox, waitForMails } from "./outbox";

const LINK = /https?:\/\/\S+?(?:\?token=[\w-]+|\/email-bestaetigen\/[\w-]+)/;

/** The link of every mail to `to` whose subject matches, oldest first. */
function linksTo(to: string, subject: RegExp): string[] {
  return readOutbox()
    .filter((m) => m.to.includes(to) && subject.test(m.subject))
    .map((m) => LINK.exec(m.parts.map((p) => p.body).join("\n"))?.[0] ?? "");
}

/** Waits for one more such mail than `before` and answers its link. */
async function nextLink(to: string, subject: RegExp, before: number): Promise<string> {
  await expect.poll(() => linksTo(to, subject).length, { timeout: 20_000 }).toBeGreaterThan(before);
  return linksTo(to, subject).at(-1)!;
}

/** The colleague's own browser, with JavaScript as the project has it. */
async function colleagueBrowser(browser: Browser, baseURL: string | undefined, javaScriptEnabled: boolean): Promise<Page> {
  const context = javaScriptEnabled ? await browser.newContext({ baseURL, locale: "de-DE", timezoneId: "Europe/Berlin" }) : await newNoJsContext(browser, baseURL);
  return context.newPage();
}

async function openColleague(page: Page, search: string) {
  await page.goto(`/account-management?suche=${search}`);
  await page.getByRole("link", { name: /bearbeiten$/ }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Name und E-Mail-Adresse" })).toBeVisible();
}

async function setPasswordThrough(page: Page, link: string, password: string) {
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Neues Passwort festlegen" })).toBeVisible();
  await page.getByRole("textbox", { name: "Neues Passwort", exact: true }).fill(password);
  await page.getByRole("textbox", { name: "Passwort wiederholen", exact: true }).fill(password);
  await page.getByRole("button", { name: "Passwort speichern" }).click();
}

test.describe("a colleague's account", () => {
  // axe without JavaScript copies the page into a second context; on the shared 2-core machine that is slow.
  test.describe.configure({ timeout: 120_000 });

  test("resend the invitation: the earlier link stops working, the new one sets the password", async ({ page, browser, baseURL, loginAs, axe, javaScriptEnabled }) => {
    const email = accountFor(javaScriptEnabled, "hartmann@example.com", "wolf@example.com");
    const invitation = /^Einladung in das Partnerportal$/;
    await loginAs(page, "haendler@example.com");
    await openColleague(page, email.split("@")[0]!);
    await expect(page.getByText("Noch nie angemeldet")).toBeVisible();
    await expect(page.getByText("Die Zwei-Faktor-Anmeldung ist ausgeschaltet.")).toBeVisible();
    expect(await axe(page)).toEqual([]);

    const before = linksTo(email, invitation).length;
    await page.getByRole("button", { name: "Einladung erneut senden" }).click();
    await expectToast(page, `Eine neue Einladung wurde an ${email} gesendet. Frühere Einladungslinks sind ungültig.`);
    const first = await nextLink(email, invitation, before);
    await page.getByRole("button", { name: "Einladung erneut senden" }).click();
    await expectToast(page, `Eine neue Einladung wurde an ${email} gesendet. Frühere Einladungslinks sind ungültig.`);
    const second = await nextLink(email, invitation, before + 1);
    expect(second).not.toBe(first);

    const colleague = await colleagueBrowser(browser, baseURL, javaScriptEnabled);
    await setPasswordThrough(colleague, first, "Einladung2026!");
    await expect(colleague.getByRole("alert")).toContainText("Der Link ist ungültig, abgelaufen oder wurde bereits verwendet.");
    await colleague.context().clearCookies();
    await setPasswordThrough(colleague, second, "Einladung2026!");
    await expect(colleague).toHaveURL(/\/login$/);
    await expect(colleague.getByText("Ihr Passwort wurde gespeichert.", { exact: false })).toBeVisible();
    await colleague.context().close();

    await page.goto("/account-management/protokoll");
    await expect(page.getByRole("row", { name: new RegExp(`Einladung erneut gesendet.*${email}`) }).first()).toBeVisible();
  });

  test("send a password-reset link to the colleague", async ({ page, browser, baseURL, loginAs, javaScriptEnabled }) => {
    const email = accountFor(javaScriptEnabled, "hartmann@example.com", "wolf@example.com");
    const reset = /^Partnerportal: Passwort zurücksetzen$/;
    await loginAs(page, "haendler@example.com");
    await openColleague(page, email.split("@")[0]!);
    const before = linksTo(email, reset).length;
    await page.getByRole("button", { name: "Link zum Zurücksetzen des Passworts senden" }).click();
    await expectToast(page, `Ein Link zum Zurücksetzen des Passworts wurde an ${email} gesendet.`);
    const link = await nextLink(email, reset, before);
    expect(new URL(link).origin).toBe(baseURL);

    const colleague = await colleagueBrowser(browser, baseURL, javaScriptEnabled);
    await setPasswordThrough(colleague, link, "Zuruecksetzen2026!");
    await expect(colleague).toHaveURL(/\/login$/);
    await expect(colleague.getByText("Ihr Passwort wurde gespeichert.", { exact: false })).toBeVisible();
    await colleague.context().close();

    await page.goto("/account-management/protokoll");
    await expect(page.getByRole("row", { name: new RegExp(`Link zum Zurücksetzen des Passworts gesendet.*${email}`) }).first()).toBeVisible();
  });

  test("correct name and e-mail address: the new address counts once its link is confirmed", async ({ page, browser, baseURL, loginAs, axe, javaScriptEnabled }) => {
    const email = accountFor(javaScriptEnabled, "neumann@example.com", "schmitt@example.com");
    const [first, newFirst, newEmail] = javaScriptEnabled ? ["Greta", "Margareta", "g.neumann@example.com"] : ["Jan", "Jannik", "j.schmitt@example.com"];
    const confirmMail = /Neue E-Mail-Adresse bestätigen/;
    await loginAs(page, "haendler@example.com");
    await openColleague(page, email.split("@")[0]!);
    await expect(page.getByText("Die Zwei-Faktor-Anmeldung ist ausgeschaltet.")).toBeVisible();
    const firstName = page.getByRole("textbox", { name: "Vorname", exact: true });
    const address = page.getByRole("textbox", { name: "E-Mail", exact: true });
    await expect(firstName).toHaveValue(first);
    await expect(address).toHaveValue(email);

    // An address another account holds is refused, and the input stays.
    await firstName.fill(newFirst);
    await address.fill("leser@example.com");
    await page.getByRole("button", { name: "Angaben speichern" }).click();
    await expect(page.getByText("Diese E-Mail-Adresse wird bereits von einem anderen Account verwendet.")).toBeVisible();
    await expect(firstName).toHaveValue(newFirst);
    expect(await axe(page)).toEqual([]);

    const before = linksTo(newEmail, confirmMail).length;
    const noticesBefore = readOutbox().filter((m) => m.to.includes(email) && /soll geändert werden/.test(m.subject)).length;
    await address.fill(newEmail);
    await page.getByRole("button", { name: "Angaben speichern" }).click();
    await expectToast(page, `Der Name wurde gespeichert. Der Bestätigungslink wurde an ${newEmail} gesendet.`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(newFirst);
    await expect(page.getByText(`Die neue Adresse ${newEmail} wartet auf Bestätigung.`)).toBeVisible();
    // Until confirmed, the old address stays.
    await expect(address).toHaveValue(email);
    const link = await nextLink(newEmail, confirmMail, before);
    expect(link).toMatch(/\/email-bestaetigen\/[\w-]{43}$/);
    // The old address is told.
    await expect.poll(async () => (await waitForMails(email, /soll geändert werden/)).length).toBeGreaterThan(noticesBefore);

    const colleague = await colleagueBrowser(browser, baseURL, javaScriptEnabled);
    await colleague.goto(link);
    await expect(colleague.getByRole("heading", { level: 1, name: "E-Mail-Adresse bestätigen" })).toBeVisible();
    expect(await axe(colleague)).toEqual([]);
    await colleague.getByRole("button", { name: "E-Mail-Adresse bestätigen" }).click();
    await expect(colleague).toHaveURL(/\/login$/);
    await expect(colleague.getByText(`Ihre E-Mail-Adresse wurde geändert. Sie melden sich ab jetzt mit ${newEmail} an.`)).toBeVisible();
    // Once only.
    await colleague.goto(link);
    await colleague.getByRole("button", { name: "E-Mail-Adresse bestätigen" }).click();
    await expect(colleague.getByRole("alert")).toContainText("Der Link ist ungültig, abgelaufen oder wurde bereits verwendet.");

    await page.reload();
    await expect(address).toHaveValue(newEmail);
    await expect(page.getByText(/wartet auf Bestätigung/)).toHaveCount(0);
    await page.goto("/account-management/protokoll");
    for (const action of ["Name korrigiert", "Neue E-Mail-Adresse eingetragen", "E-Mail-Adresse bestätigt"]) {
      await expect(page.getByRole("row", { name: new RegExp(`${action}.*${newEmail}`) }).first()).toBeVisible();
    }

    // Back to the demo name and address, confirmed the same way.
    await openColleague(page, email.split("@")[0]!);
    const backBefore = linksTo(email, confirmMail).length;
    await firstName.fill(first);
    await address.fill(email);
    await page.getByRole("button", { name: "Angaben speichern" }).click();
    await expectToast(page, `Der Name wurde gespeichert. Der Bestätigungslink wurde an ${email} gesendet.`);
    await colleague.goto(await nextLink(email, confirmMail, backBefore));
    await colleague.getByRole("button", { name: "E-Mail-Adresse bestätigen" }).click();
    await expect(colleague.getByText(`Ihre E-Mail-Adresse wurde geändert. Sie melden sich ab jetzt mit ${email} an.`)).toBeVisible();
    await colleague.context().close();
  });

  test("erase a colleague who left: confirmed in the URL, then gone; the own account is refused", async ({ page, loginAs, axe, javaScriptEnabled, baseURL }) => {
    const local = `ausgeschieden-${javaScriptEnabled ? "js" : "nojs"}-${Date.now().toString(36)}`;
    const [firstName, lastName] = ["Bernd", javaScriptEnabled ? "Lindner" : "Kessler"];
    await loginAs(page, "haendler@example.com");
    await createColleague(page, { email: `${local}@example.com`, firstName, lastName });
    await openColleague(page, local);
    const erase = page.getByRole("link", { name: "Account löschen …" });
    const dialog = page.getByRole("alertdialog", { name: `Account von ${firstName} ${lastName} löschen?` });
    await openConfirmation(page, erase, dialog, javaScriptEnabled);
    await expect(page).toHaveURL(/\?bestaetigen=loeschen/);
    await expect(dialog).toContainText("Was gelöscht wird");
    await expect(dialog).toContainText("statt des Namens steht dort ein Pseudonym");
    expect(await axe(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Endgültig löschen" }).click();
    await expectToast(page, `Der Account von ${firstName} ${lastName} wurde gelöscht.`);
    await expect(page).toHaveURL(/\/account-management$/);
    await page.goto(`/account-management?suche=${local}`);
    await expect(page.getByRole("cell", { name: `${local}@example.com` })).toHaveCount(0);

    // The own account offers no erasure, and a forged post is refused by the API, in German.
    const own = "/account-management/3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a0b01";
    await page.goto(own);
    await expect(page.getByText("Ihren eigenen Account können Sie hier nicht löschen.")).toBeVisible();
    const forged = await page.request.post(own, { form: { intent: "erase" }, headers: { origin: baseURL ?? "" }, maxRedirects: 0 });
    expect(forged.status()).toBe(302);
    await page.reload();
    await expectToast(page, "Ihren eigenen Account können Sie nicht löschen.");
  });

  test("the colleague actions refuse another company's account", async ({ page, loginAs, baseURL }) => {
    await loginAs(page, "haendler@example.com");
    // The same post for an own colleague is answered (nothing to change: a redirect with a notice).
    const own = await page.request.post("/account-management/3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a0b02", {
      form: { intent: "details", first_name: "Jonas", last_name: "Albers", email: "leser@example.com" },
      headers: { origin: baseURL ?? "" },
      maxRedirects: 0,
    });
    expect(own.status()).toBe(302);
    // The supplier's account (lieferant@, Nordholz): the page and every action answer 403.
    const foreign = "/account-management/3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a0b05";
    const forms: Record<string, string>[] = [{ intent: "invite" }, { intent: "password-link" }, { intent: "details", first_name: "Fremd", email: "fremd.neu@example.com" }, { intent: "erase" }];
    for (const form of forms) {
      const res = await page.request.post(foreign, { form, headers: { origin: baseURL ?? "" }, maxRedirects: 0 });
      expect(`${form.intent}: ${res.status()}`).toBe(`${form.intent}: 403`);
    }
  });
});
