/**
 * Issue 28, events (decision 0542): a registration, with JavaScript on and off, mails the named
 * contact and the registering user a confirmation with the event as .ics (METHOD:REQUEST, read
 * from the .eml outbox); "Meine Anmeldungen" lists the event as "angemeldet"; with the schedule
 * clock (TEST_CLOCK, DATA_DIR/test-clock) moved to the morning of the day before, the contact gets
 * the reminder. One test drives both browsers, since the clock is one for the whole server.
 */
import type { Page } from "@playwright/test";
import { expect as baseExpect, loginAs, newNoJsContext, test, withTestClock } from "./fixtures";
import { readOutbox, waitForMails, type OutboxMail } from "./outbox";

const expect = baseExpect.configure({ timeout: 15_000 });

// Each browser registers a contact of a company that no other spec registers for this event (the
// server is shared): Hanse Lübeck and Sommer for the Polster-Workshop.
const CASES = {
  js: {
    user: "luebeck@example.com",
    event: "Polster-Workshop Lichtenfels",
    contact: /Merle Thomsen/,
    email: "merle.thomsen@wohnwelt-hanse.example",
  },
  nojs: {
    user: "leser@example.com",
    event: "Polster-Workshop Lichtenfels",
    contact: /Julia Hagedorn/,
    email: "julia.hagedorn@example.com",
  },
} as const;
type Case = (typeof CASES)[keyof typeof CASES];

const icsOf = (mail: OutboxMail) =>
  mail.parts
    .find((p) => p.contentType.startsWith("text/calendar"))
    ?.body.replace(/\r?\n[ \t]/g, "") ?? "";

/** Registers `c.contact` for `c.event`; answers the event's start as shown (DD.MM.YYYY) and its id. */
async function register(
  page: Page,
  c: Case
): Promise<{ id: string; start: string }> {
  await page.goto("/calendar");
  await page.getByRole("link", { name: c.event }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: c.event })
  ).toBeVisible();
  const id = /\/calendar\/(\d+)/.exec(page.url())![1]!;
  const start = /(\d{2}\.\d{2}\.\d{4}) bis/.exec(
    (await page.locator("dd").first().textContent()) ?? ""
  )![1]!;
  await page.getByRole("link", { name: "Zur Anmeldung" }).click();
  await page.getByLabel(c.contact).check();
  await page.getByRole("spinbutton", { name: "Anzahl Teilnehmer" }).fill("1");
  await page.getByLabel("Keine Übernachtung").check();
  await page.getByLabel(/verbindlich an/).check();
  await page.getByRole("button", { name: "Verbindlich anmelden" }).click();
  await expect(page.getByText("Ihre Anmeldung war erfolgreich!")).toBeVisible();
  await expect(page.getByTestId("registration-state")).toHaveText("Angemeldet");
  return { id, start };
}

async function expectConfirmation(c: Case, eventId: string) {
  for (const to of [c.email, c.user]) {
    const mails = await waitForMails(
      to,
      new RegExp(`^Anmeldebestätigung: ${c.event} am \\d{2}\\.\\d{2}\\.\\d{4}$`)
    );
    expect(mails).toHaveLength(1);
    const ics = icsOf(mails[0]!);
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain(`UID:calendar-${eventId}@partnerportal`);
    expect(ics).toMatch(
      new RegExp(`ATTENDEE;[^\\n]*:mailto:${to.replace(/\./g, "\\.")}`)
    );
    expect(
      mails[0]!.parts.some((p) => p.contentType.startsWith("text/html"))
    ).toBe(true);
  }
}

async function expectListedAsMine(page: Page, c: Case) {
  await page.goto("/calendar");
  await page.getByRole("link", { name: "Meine Anmeldungen" }).click();
  await expect(page).toHaveURL(/\?when=registered$/);
  const item = page
    .getByTestId("calendar-list")
    .getByRole("listitem")
    .filter({ hasText: c.event });
  await expect(item.getByRole("heading", { name: c.event })).toBeVisible();
  await expect(item.getByText("angemeldet", { exact: true })).toBeVisible();
}

/** 08:30 Berlin on the day before `start` (DD.MM.YYYY, the Berlin date), as an ISO instant. */
function morningBefore(start: string): string {
  const [d, m, y] = start.split(".").map(Number);
  // 06:30 UTC is 07:30 or 08:30 in Berlin; 07:30 UTC is 08:30 or 09:30: both after the 08:00 run
  return new Date(Date.UTC(y!, m! - 1, d! - 1, 7, 30)).toISOString();
}

test(
  "a registration mails the confirmation with .ics, lists it in Meine Anmeldungen, and the reminder arrives the day before",
  { tag: ["@js-only", "@clock"] },
  async ({ page, browser, baseURL, axe }) => {
    test.setTimeout(180_000);
    await withTestClock(async (moveClock) => {
      const nojsContext = await newNoJsContext(browser, baseURL);
      const nojs = await nojsContext.newPage();
      try {
        await loginAs(page, CASES.js.user);
        await loginAs(nojs, CASES.nojs.user);
        const js = await register(page, CASES.js);
        const plain = await register(nojs, CASES.nojs);
        await expectConfirmation(CASES.js, js.id);
        await expectConfirmation(CASES.nojs, plain.id);
        await expectListedAsMine(page, CASES.js);
        expect(await axe(page)).toEqual([]);
        await expectListedAsMine(nojs, CASES.nojs);

        // nothing is reminded before the day before; on its morning each contact is reminded once
        expect(js.start).toBe(plain.start);
        const reminder = new RegExp(
          `^Erinnerung: morgen: ${CASES.js.event} am ${js.start.replace(
            /\./g,
            "\\."
          )}$`
        );
        for (const c of Object.values(CASES))
          expect(
            readOutbox().filter(
              (m) => m.to.includes(c.email) && reminder.test(m.subject)
            )
          ).toEqual([]);
        moveClock(morningBefore(js.start));
        for (const c of Object.values(CASES)) {
          const mails = await waitForMails(c.email, reminder, 60_000);
          expect(mails).toHaveLength(1);
          expect(
            mails[0]!.parts.find((p) => p.contentType.startsWith("text/plain"))!
              .body
          ).toContain(`morgen findet die Veranstaltung „${c.event}“ statt`);
        }
        // the registering users are not reminded (they had the confirmation), and nobody twice
        await new Promise((r) => setTimeout(r, 2_000));
        for (const c of Object.values(CASES)) {
          expect(
            readOutbox().filter(
              (m) => m.to.includes(c.email) && reminder.test(m.subject)
            )
          ).toHaveLength(1);
          expect(
            readOutbox().filter(
              (m) => m.to.includes(c.user) && reminder.test(m.subject)
            )
          ).toEqual([]);
        }
      } finally {
        await nojsContext.close();
      }
    });
  }
);
