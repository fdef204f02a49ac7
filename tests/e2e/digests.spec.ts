/**
 * Digests (issue 28, decision 0543): a user chooses the daily digest in the account settings
 * (JavaScript on, and a second user without JavaScript), the schedule clock (TEST_CLOCK,
 * DATA_DIR/test-clock) moves past the next 07:00 in Berlin, each digest arrives in the outbox
 * with its one-click unsubscribe link, and the link's page turns exactly that digest off. One
 * test drives both browsers, as the schedule clock is one for the whole server. The second user
 * reads the portal in English (issue 42): chosen in Account → Einstellungen without JavaScript,
 * the screens, the digest mail and the unsubscribe page are English.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import accountScreens from "../../app/locales/en/account-screens";
import languageTexts from "../../app/locales/en/language";
import { messageDescriptions } from "../../app/locales/en/descriptions-messages";
import { expect as baseExpect, loginAs, newNoJsContext, test, withTestClock } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });
const USERS = { js: "haendler@example.com", nojs: "kiel@example.com" };

/** What the digest's screens say, in each language the test reads them in. */
const TEXTS = {
  de: {
    save: "Zusammenfassung speichern",
    daily: "Täglich (um 7 Uhr)",
    off: "Keine Zusammenfassung",
    saved: "Ihre Einstellung zur Zusammenfassung wurde gespeichert.",
    unsubscribeTitle: "E-Mails abbestellen",
    unsubscribe: "Abbestellen",
    unsubscribed: "Sie erhalten keine Zusammenfassung per E-Mail mehr.",
    linkUsed: "Dieser Abmeldelink ist ungültig oder wurde bereits verwendet.",
    mail: ["Guten Tag", "Zusammenfassung"],
  },
  en: {
    save: accountScreens.digest.save,
    daily: accountScreens.digest.periods.daily,
    off: accountScreens.digest.periods.off,
    saved: accountScreens.digest.saved,
    unsubscribeTitle: accountScreens.unsubscribe.pageTitle,
    unsubscribe: accountScreens.unsubscribe.submit,
    unsubscribed: accountScreens.unsubscribe.done.digest,
    linkUsed: messageDescriptions.digests.unsubscribeInvalid.split(".")[0]!,
    mail: ["Subject: Your daily summary", "Hello"],
  },
};
type Texts = (typeof TEXTS)["de"];

/** The next full hour at which Berlin's wall clock shows 07:00 (the daily digest's time). */
function nextBerlinSeven(from = new Date()): Date {
  const hour = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Berlin",
    hour: "2-digit",
    hourCycle: "h23",
  });
  const t = new Date(from);
  t.setUTCMinutes(0, 0, 0);
  do t.setTime(t.getTime() + 3_600_000);
  while (hour.format(t) !== "07");
  return t;
}

/** The newest digest mail to `to` in the outbox (the server writes .eml files without SMTP_URL): its text and unsubscribe link. */
async function digestTo(to: string, timeoutMs = 60_000): Promise<{ raw: string; link: string }> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith(".eml"))
          .sort()
          .reverse()
      : [];
    for (const file of files) {
      // Quoted-printable: undo soft line breaks and the encoded "=".
      const raw = fs
        .readFileSync(path.join(dir, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      if (
        !raw.includes(`To: ${to}`) ||
        !raw.includes("List-Unsubscribe-Post: List-Unsubscribe=One-Click")
      )
        continue;
      const link = /https?:\/\/[^\s"<>]+\/unsubscribe\/[A-Za-z0-9._-]+/.exec(
        raw
      );
      if (link) return { raw, link: link[0] };
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no digest to ${to} in ${dir}`);
}

async function chooseDaily(page: Page, texts: Texts = TEXTS.de) {
  await page.goto("/account/settings");
  const form = page.locator("form", { has: page.getByRole("button", { name: texts.save }) });
  await form.getByLabel(texts.daily).check();
  await form.getByRole("button", { name: texts.save }).click();
  await expect(page.getByText(texts.saved)).toBeVisible();
  await expect(page.getByLabel(texts.daily)).toBeChecked();
}

/** Account → Einstellungen's language form, as a user without JavaScript submits it. */
async function chooseLanguage(page: Page, name: string, button: string, lang: string) {
  await page.goto("/account/settings");
  await page.getByRole("radio", { name, exact: true }).check();
  await page.getByRole("button", { name: button }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

async function unsubscribeWith(page: Page, link: string, texts: Texts = TEXTS.de) {
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("heading", { name: texts.unsubscribeTitle })).toBeVisible();
  await page.getByRole("button", { name: texts.unsubscribe }).click();
  await expect(page.getByText(texts.unsubscribed)).toBeVisible();
  await page.goto("/account/settings");
  await expect(page.getByLabel(texts.off)).toBeChecked();
  // used once: the same link changes nothing more and says so in the user's language
  await page.goto(new URL(link).pathname);
  await page.getByRole("button", { name: texts.unsubscribe }).click();
  await expect(page.getByText(texts.linkUsed)).toBeVisible();
}

test(
  "choose a daily digest, receive it at 07:00 and unsubscribe with its link",
  { tag: ["@js-only", "@clock"] },
  async ({ page, browser, baseURL }) => {
    test.setTimeout(150_000); // two sessions and a scheduled run on a shared 2-core machine
    await withTestClock(async (moveClock) => {
      const nojs = await newNoJsContext(browser, baseURL);
      const npage = await nojs.newPage();
      try {
        await loginAs(page, USERS.js);
        await chooseDaily(page);
        await loginAs(npage, USERS.nojs);
        await chooseLanguage(npage, "English", "Sprache übernehmen", "en");
        await chooseDaily(npage, TEXTS.en);

        // the next 07:00 in Berlin passes: the daily run names what is new, e.g. the seeded events
        moveClock(new Date(nextBerlinSeven().getTime() + 60_000).toISOString());
        const [german, english] = await Promise.all([digestTo(USERS.js), digestTo(USERS.nojs)]);
        expect(new URL(german.link).origin).toBe(baseURL);
        for (const text of TEXTS.de.mail) expect(german.raw).toContain(text);
        for (const text of TEXTS.en.mail) expect(english.raw).toContain(text);

        await unsubscribeWith(page, german.link);
        await unsubscribeWith(npage, english.link, TEXTS.en);
      } finally {
        // kiel@ reads German in the other specs
        await chooseLanguage(npage, "Deutsch", languageTexts.save, "de").catch(() => undefined);
        await nojs.close();
      }
    });
  }
);
