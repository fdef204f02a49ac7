/**
 * Document versions and expiry (issue 28, decision 0541). With JavaScript on and off: the supplier
 * uploads a new version of an approved document, the partners keep the old one while it is under
 * review, the reviewer approves it, and the partners find the new one under the same link with the
 * old one in the history (its file still downloadable). With the schedule clock moved
 * (TEST_CLOCK): the seeded certificate that ends in 20 days produces the 30-day reminder and, a
 * week before its end, the 7-day reminder — mails in the outbox, linked to the new-version upload.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { makePdf } from "../../server/zr/make-pdf";
import { expect as baseExpect, newNoJsContext, test, withTestClock } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/** The approved seeded document each project renews (both run against one server). */
const SEEDED = {
  js: "Lieferbedingungen Nordholz 2026",
  nojs: "Produktdatenblatt Küche Mara",
};

/** The id in a /document-review/{id} link. */
async function reviewIdOf(page: Page, name: string): Promise<string> {
  const href = await page
    .getByRole("link", { name, exact: true })
    .first()
    .getAttribute("href");
  return /\/document-review\/(\d+)/.exec(href ?? "")![1]!;
}

test("a new version replaces the old one for the partners and is listed in the history", async ({
  page,
  loginAs,
  axe,
  javaScriptEnabled,
}) => {
  const old = javaScriptEnabled ? SEEDED.js : SEEDED.nojs;
  const renewed = `${old} (Neufassung)`;
  await loginAs(page, "lieferant@example.com");
  await page.goto("/document-review?status=approved");
  const id = await reviewIdOf(page, old);
  await page.goto(`/document-review/${id}`);
  const earlier = await page
    .getByRole("table", { name: "Frühere Versionen dieses Dokuments" })
    .getByRole("row")
    .count();
  await page.getByRole("link", { name: "Neue Version hochladen" }).click();
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: `Neue Version von „${old}“ hochladen`,
    })
  ).toBeVisible();
  await page
    .getByLabel(/^Datei \(PDF/)
    .setInputFiles({
      name: "neufassung.pdf",
      mimeType: "application/pdf",
      buffer: makePdf("Neufassung", ["Fassung 2027"]),
    });
  await page.getByRole("button", { name: "Datei hochladen" }).click();
  await expect(
    page.getByText("Hochgeladene Datei: neufassung.pdf")
  ).toBeVisible();
  // Prefilled from the current version; the validity is the new version's own.
  await expect(
    page.getByRole("textbox", { name: "Name", exact: true })
  ).toHaveValue(old);
  expect(await axe(page)).toEqual([]);
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(renewed);
  await page.getByLabel("Gültig bis").fill("2028-12-31");
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(
    page.getByText("Die neue Version wurde als Entwurf angelegt.")
  ).toBeVisible();
  await expect(page.getByText(`Neue Version von ${old}`)).toBeVisible();
  await page.getByRole("button", { name: "Zur Prüfung einreichen" }).click();
  await expect(
    page.getByText("Das Dokument wurde zur Prüfung eingereicht.")
  ).toBeVisible();
  const versionPage = page.url();

  // Under review: the partners still see the approved version at the stable link.
  await loginAs(page, "haendler@example.com");
  await page.goto(`/documents/${id}`);
  await expect(
    page.getByRole("heading", { level: 1, name: old })
  ).toBeVisible();

  // The reviewer approves; the page is now the document itself, in its new version.
  await loginAs(page, "pruefung@example.com");
  await page.goto(versionPage);
  await page.getByRole("button", { name: "Freigeben" }).click();
  await expect(page.getByText("Status geändert: freigegeben.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/document-review/${id}$`));
  await expect(
    page.getByRole("heading", { level: 1, name: renewed })
  ).toBeVisible();

  // The partners: the new version under the same link, the old one in the history, still downloadable.
  await loginAs(page, "haendler@example.com");
  await page.goto(`/documents/${id}`);
  await expect(
    page.getByRole("heading", { level: 1, name: renewed })
  ).toBeVisible();
  const history = page.getByRole("table", {
    name: "Frühere Versionen dieses Dokuments",
  });
  await expect(
    history.getByRole("cell", { name: old, exact: true })
  ).toBeVisible();
  await expect(history.getByRole("row")).toHaveCount(Math.max(earlier, 1) + 1);
  await expect(
    history.getByRole("cell", { name: "Sabine Hoffmann" }).first()
  ).toBeVisible();
  expect(await axe(page)).toEqual([]);
  const href = await history
    .getByRole("link", { name: /^Version \d+ herunterladen$/ })
    .first()
    .getAttribute("href");
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  // …and the notification centre says "neue Version".
  await page
    .getByLabel(/^Benachrichtigungen: \d+ neue Benachrichtigung/)
    .click();
  await expect(
    page.getByRole("link", {
      name: new RegExp(`${renewed.replace(/[()]/g, "\\$&")}.*neue Version vom`),
    })
  ).toBeVisible();
});

/** The text of the outbox mails to `to` (quoted-printable decoded). */
function outboxTo(to: string): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .map((f) => fs.readFileSync(path.join(dir, f), "latin1"))
    .filter((raw) => raw.includes(`To: ${to}`))
    .map((raw) =>
      Buffer.from(
        raw
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
            String.fromCharCode(parseInt(hex, 16))
          ),
        "latin1"
      ).toString("utf8")
    );
}

async function expectMail(to: string, ...parts: (string | RegExp)[]): Promise<void> {
  await expect
    .poll(
      () =>
        outboxTo(to).filter((m) => parts.every((p) => (typeof p === "string" ? m.includes(p) : p.test(m)))).length,
      { timeout: 30_000, message: `a mail to ${to} with ${parts.join(", ")}` }
    )
    .toBe(1);
}

/** Days from the Berlin day of the last 06:30 expiry run (server/api/review/jobs.ts) to `validTo`. */
function daysFromLastExpiryRun(validTo: string): number {
  const berlin = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  const part = (type: string) => berlin.formatToParts(new Date()).find((p) => p.type === type)!.value;
  const runDay = new Date(`${part("year")}-${part("month")}-${part("day")}T00:00:00Z`);
  if (Number(part("hour")) * 60 + Number(part("minute")) < 6 * 60 + 30) runDay.setUTCDate(runDay.getUTCDate() - 1);
  return Math.round((new Date(`${validTo}T00:00:00Z`).getTime() - runDay.getTime()) / 86_400_000);
}

test(
  "a document approaching its end produces the 30- and the 7-day reminder",
  { tag: ["@js-only", "@clock"] },
  async ({ page, loginAs, browser, baseURL }) => {
    await withTestClock(async (moveClock) => {
      // The reviewers' list of documents ending within 30 days names the seeded certificate.
      await loginAs(page, "pruefung@example.com");
      await page.goto("/document-review");
      await page.getByRole("link", { name: "Läuft bald ab" }).click();
      await expect(page).toHaveURL(/expiring=true/);
      const row = page
        .getByRole("row")
        .filter({ hasText: "FSC-Zertifikat Nordholz Küchenmöbel" });
      await expect(row).toBeVisible();
      const id = await reviewIdOf(page, "FSC-Zertifikat Nordholz Küchenmöbel");
      const end = /– (\d{2})\.(\d{2})\.(\d{4})/.exec(
        (await row.getByRole("cell").nth(5).textContent()) ?? ""
      )!;
      const validTo = `${end[3]}-${end[2]}-${end[1]}`;
      const link = `/document-review/${id}/new-version`;

      // The last 06:30 run (the start catches it up): the seed ends the certificate 20 days after
      // its day, so before 06:30 in Berlin that run was yesterday's, with a day more left — also
      // when the server started before 06:30 and this test runs after. The 30-day reminder goes to
      // the submitter, who manages the accounts too.
      const days = daysFromLastExpiryRun(validTo);
      const daysLeft = new RegExp(`noch (${days}|${days + 1}) Tage`);
      await expectMail("lieferant@example.com", link, daysLeft);
      // The supplier's notification centre shows it, linked straight to the upload (without JavaScript too).
      const nojs = await newNoJsContext(browser, baseURL);
      try {
        const supplier = await nojs.newPage();
        await loginAs(supplier, "lieferant@example.com");
        await supplier
          .getByLabel(/^Benachrichtigungen: \d+ neue Benachrichtigung/)
          .click();
        await supplier
          .getByRole("link", {
            name: /FSC-Zertifikat Nordholz Küchenmöbel.*neue Version hochladen/,
          })
          .click();
        await expect(
          supplier.getByRole("heading", {
            level: 1,
            name: "Neue Version von „FSC-Zertifikat Nordholz Küchenmöbel“ hochladen",
          })
        ).toBeVisible();
      } finally {
        await nojs.close();
      }

      // A week before the end (09:00 Berlin, after the 06:30 run): the 7-day reminder, once.
      const weekBefore = new Date(`${validTo}T08:00:00Z`);
      weekBefore.setUTCDate(weekBefore.getUTCDate() - 7);
      moveClock(weekBefore.toISOString());
      await expectMail("lieferant@example.com", link, "noch 7 Tage");
      await expectMail("lieferant@example.com", link, daysLeft);
    });
  }
);
