/**
 * Digests (issue 28, decision 0543): a user chooses the daily digest in the account settings
 * (JavaScript on, and a second user without JavaScript), the schedule clock (TEST_CLOCK,
 * DATA_DIR/test-clock) moves past the next 07:00 in Berlin, each digest arrives in the outbox
 * with its one-click unsubscribe link, and the link's page turns exactly that digest off. One
 * test drives both browsers, as the schedule clock is one for the whole server.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect as baseExpect, loginAs, newNoJsContext, test, withTestClock } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });
const USERS = { js: "haendler@example.com", nojs: "kiel@example.com" };

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

/** The unsubscribe link of the newest digest mail to `to` in the outbox (the server writes .eml files without SMTP_URL). */
async function digestLink(to: string, timeoutMs = 60_000): Promise<string> {
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
      if (link) return link[0];
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no digest to ${to} in ${dir}`);
}

async function chooseDaily(page: Page) {
  await page.goto("/account/settings");
  const form = page.locator("form", {
    has: page.getByRole("button", { name: "Zusammenfassung speichern" }),
  });
  await form.getByLabel("Täglich (um 7 Uhr)").check();
  await form.getByRole("button", { name: "Zusammenfassung speichern" }).click();
  await expect(
    page.getByText("Ihre Einstellung zur Zusammenfassung wurde gespeichert.")
  ).toBeVisible();
  await expect(page.getByLabel("Täglich (um 7 Uhr)")).toBeChecked();
}

async function unsubscribeWith(page: Page, link: string) {
  await page.goto(new URL(link).pathname);
  await expect(
    page.getByRole("heading", { name: "E-Mails abbestellen" })
  ).toBeVisible();
  await page.getByRole("button", { name: "Abbestellen" }).click();
  await expect(
    page.getByText("Sie erhalten keine Zusammenfassung per E-Mail mehr.")
  ).toBeVisible();
  await page.goto("/account/settings");
  await expect(page.getByLabel("Keine Zusammenfassung")).toBeChecked();
  // used once: the same link changes nothing more and says so in German
  await page.goto(new URL(link).pathname);
  await page.getByRole("button", { name: "Abbestellen" }).click();
  await expect(
    page.getByText(
      "Dieser Abmeldelink ist ungültig oder wurde bereits verwendet."
    )
  ).toBeVisible();
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
        await chooseDaily(npage);

        // the next 07:00 in Berlin passes: the daily run names what is new, e.g. the seeded events
        moveClock(new Date(nextBerlinSeven().getTime() + 60_000).toISOString());
        const [jsLink, nojsLink] = await Promise.all([
          digestLink(USERS.js),
          digestLink(USERS.nojs),
        ]);
        expect(new URL(jsLink).origin).toBe(baseURL);

        await unsubscribeWith(page, jsLink);
        await unsubscribeWith(npage, nojsLink);
      } finally {
        await nojs.close();
      }
    });
  }
);
