/**
 * Wohnsinnspreise (issue 15, decision 0920): submit an award entry with a photo (JavaScript on),
 * save one as a draft without JavaScript, then move the award window's clock past the deadline
 * (TEST_CLOCK, DATA_DIR/test-clock): the stale form's save is refused with a German
 * message and changes nothing, and both entries show as locked. One test drives both browsers, as
 * the award clock is one for the whole server; axe on the overview and the entry screens.
 */
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { expect as baseExpect, expectImageLoaded, loginAs, newNoJsContext, test, withTestClock } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });
const TEXT =
  "Unser Schaufenster zeigt eine Wohnküche aus regionalem Eichenholz, abends warm beleuchtet und mit Kräutergarten.";

async function photo(): Promise<Buffer> {
  const channel = () => Math.floor(Math.random() * 255);
  return sharp({
    create: {
      width: 80,
      height: 60,
      channels: 3,
      background: { r: channel(), g: channel(), b: channel() },
    },
  })
    .png()
    .toBuffer();
}

async function uploadPhoto(page: Page) {
  await page
    .getByLabel("Bilddatei (JPEG, PNG, WebP oder GIF, höchstens 25 MB)")
    .setInputFiles({
      name: "fenster.png",
      mimeType: "image/png",
      buffer: await photo(),
    });
  await page.getByRole("button", { name: "Hochladen", exact: true }).click();
  await expect(
    page.getByRole("img", { name: /^Foto 1 des Beitrags/ })
  ).toBeVisible();
}

test(
  "submit an award entry, then see it locked after the deadline",
  { tag: ["@js-only", "@clock"] },
  async ({ page, browser, axe, baseURL }) => {
    test.setTimeout(120_000); // two sessions, two uploads, three axe runs on a shared 2-core machine
    await withTestClock(async (moveClock) => {
      const nojs = await newNoJsContext(browser, baseURL);
      try {
        // JavaScript on, Möbelhaus Sommer: the round, the winners, a new entry with a photo, submitted
        await loginAs(page, "haendler@example.com");
        await page.goto("/wohnsinnspreise");
        await expect(
          page.getByRole("heading", {
            level: 2,
            name: /^Aktuelle Runde: Wohnsinnspreis \d{4}$/,
          })
        ).toBeVisible();
        await expect(
          page.getByText("Die Einreichung ist geöffnet.")
        ).toBeVisible();
        await expect(
          page.getByText(
            /^Einreichung vom \d{2}\.\d{2}\.\d{4} bis \d{2}\.\d{2}\.\d{4}$/
          )
        ).toBeVisible();
        const winner = page.getByRole("img", {
          name: "Herbstwald im Schaufenster",
        });
        await expect(winner).toBeVisible();
        await expectImageLoaded(winner);
        expect(await axe(page)).toEqual([]);

        await page.getByRole("link", { name: "Neuen Beitrag anlegen" }).click();
        await expect(
          page.getByRole("heading", { level: 1, name: "Neuer Beitrag" })
        ).toBeVisible();
        await uploadPhoto(page);
        await page
          .getByLabel("Kategorie")
          .selectOption({ label: "Bestes Schaufenster" });
        await page.getByLabel("Titel").fill("Wohnküche im Fenster");
        await page.getByLabel("Beschreibung").fill(TEXT);
        await page.getByRole("button", { name: "Einreichen" }).click();
        await expect(
          page.getByText("Der Beitrag wurde eingereicht.")
        ).toBeVisible();
        await expect(page.getByText("Status: Eingereicht")).toBeVisible();
        expect(await axe(page)).toEqual([]);
        const sommerEntry = page.url();

        // JavaScript off, Wohnwelt Hanse Lübeck: too short to submit (typed text kept), saved as a draft
        const lpage = await nojs.newPage();
        await loginAs(lpage, "luebeck@example.com");
        await lpage.goto("/wohnsinnspreise/neu");
        await lpage
          .getByLabel("Kategorie")
          .selectOption({ label: "Beste Ausstellung" });
        await lpage.getByLabel("Titel").fill("Nordlicht 2.0");
        await lpage.getByLabel("Beschreibung").fill("Neue Wohnwelten.");
        await lpage.getByRole("button", { name: "Einreichen" }).click();
        await expect(
          lpage.getByText(
            "Zum Einreichen braucht die Beschreibung mindestens 50 Zeichen."
          )
        ).toBeVisible();
        await expect(
          lpage.getByText(
            "Zum Einreichen braucht der Beitrag mindestens ein Foto."
          )
        ).toBeVisible();
        await expect(lpage.getByLabel("Beschreibung")).toHaveValue(
          "Neue Wohnwelten."
        );
        await lpage
          .getByRole("button", { name: "Als Entwurf speichern" })
          .click();
        await expect(lpage.getByText("Status: Entwurf")).toBeVisible();
        await expect(
          lpage.getByRole("heading", { level: 1, name: "Beitrag bearbeiten" })
        ).toBeVisible();

        // the deadline passes while Lübeck's form is open: its save is refused and changes nothing
        // the seeded round closes within months: a year on is past its deadline
        moveClock(
          new Date(Date.now() + 366 * 24 * 60 * 60 * 1000).toISOString()
        );
        await lpage.getByLabel("Titel").fill("Zu spät");
        await lpage
          .getByRole("button", { name: "Als Entwurf speichern" })
          .click();
        await expect(
          lpage
            .getByRole("alert")
            .filter({
              hasText:
                "Der Einsendeschluss ist vorbei. Der Beitrag kann nicht mehr geändert werden.",
            })
        ).toBeVisible();
        await lpage.reload();
        await expect(
          lpage.getByText("Status: Nicht eingereicht")
        ).toBeVisible();
        await expect(
          lpage.getByRole("heading", { level: 2, name: "Nordlicht 2.0" })
        ).toBeVisible();
        await expect(
          lpage.getByRole("button", { name: "Als Entwurf speichern" })
        ).toHaveCount(0);

        // Sommer's submitted entry is now being judged and locked
        await page.goto(sommerEntry);
        await expect(page.getByText("Status: In Bewertung")).toBeVisible();
        await expect(
          page.getByText(
            /^Dieser Beitrag ist gesperrt: Der Einsendeschluss \(\d{2}\.\d{2}\.\d{4}\) ist vorbei\.$/
          )
        ).toBeVisible();
        await expect(
          page.getByRole("button", { name: "Einreichen" })
        ).toHaveCount(0);
        await expect(
          page.getByRole("img", {
            name: "Foto 1 des Beitrags „Wohnküche im Fenster“",
          })
        ).toBeVisible();
        expect(await axe(page)).toEqual([]);
        await page.goto("/wohnsinnspreise");
        await expect(
          page.getByText(
            "Der Einsendeschluss ist vorbei. Die Jury bewertet die eingereichten Beiträge."
          )
        ).toBeVisible();
        await expect(
          page.getByRole("row", { name: /Wohnküche im Fenster/ })
        ).toContainText("In Bewertung");
        await expect(
          page.getByRole("link", { name: "Neuen Beitrag anlegen" })
        ).toHaveCount(0);
      } finally {
        await nojs.close();
      }
    });
  }
);
