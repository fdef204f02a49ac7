import { expect as baseExpect, test } from "./fixtures";

// Flows of several round trips: generous waits so a busy CI machine does not fail them.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

// Each project registers its own company for its own event (the server is shared).
const caseOf = (js: boolean) =>
  js
    ? { user: "haendler@example.com", event: "Küchentrend-Tage Löhne", email: "events@nordholz-kuechen.example" }
    : { user: "luebeck@example.com", event: "Lichtplanung im Möbelhaus", email: "schulung@lichtwerk-ems.example" };

test("register for an event, exceed the limit and see the toast, then opt out", async ({ page, loginAs, javaScriptEnabled }) => {
  const c = caseOf(javaScriptEnabled);
  await loginAs(page, c.user);
  await page.goto("/calendar");
  await page.getByRole("link", { name: c.event }).click();
  await expect(page.getByTestId("registration-state")).toHaveText("Nicht angemeldet");
  await expect(page.getByRole("link", { name: "Termin als .ics herunterladen" })).toHaveAttribute("href", /\/calendar\/\d+\/ics$/);
  await page.getByRole("link", { name: "Zur Anmeldung" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Anmeldung: ${c.event}` })).toBeVisible();

  await page.getByRole("spinbutton", { name: "Anzahl Teilnehmer" }).fill("11");
  await page.getByLabel("Keine Übernachtung").check();
  await page.getByLabel(/verbindlich an/).check();
  await page.getByRole("spinbutton", { name: "Einzelzimmer" }).fill("3");
  await page.getByRole("button", { name: "Verbindlich anmelden" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "höchstens 40 Teilnehmer" }).first()).toContainText(c.email);
  await expect(page.getByRole("alert").first()).toContainText("Ihre Anmeldung war nicht erfolgreich!");
  // what was typed is kept
  await expect(page.getByRole("spinbutton", { name: "Einzelzimmer" })).toHaveValue("3");

  await page.getByRole("spinbutton", { name: "Anzahl Teilnehmer" }).fill("2");
  await expect(page.getByLabel(/verbindlich an/)).toBeChecked();
  await page.getByRole("button", { name: "Verbindlich anmelden" }).click();
  await expect(page.getByText("Ihre Anmeldung war erfolgreich!")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("registration-state")).toHaveText("Angemeldet");
  await expect(page.getByText("32 von 40 Plätzen vergeben")).toBeVisible();

  await page.getByRole("button", { name: "Teilnahme absagen" }).click();
  await expect(page.getByText("Ihre Abmeldung war erfolgreich!")).toBeVisible();
  await expect(page.getByTestId("registration-state")).toHaveText("Abgemeldet");
});

test("the registration form explains missing fields in German", async ({ page, loginAs }) => {
  await loginAs(page, "leser@example.com");
  await page.goto("/calendar");
  await page.getByRole("link", { name: "Verbandstag 2027" }).click();
  await page.getByRole("link", { name: "Zur Anmeldung" }).click();
  // bypass the browser's own required checks so the server's messages show
  await page.locator("#calendar-registration").evaluate((form) => form.setAttribute("novalidate", ""), undefined).catch(() => undefined);
  await page.getByRole("spinbutton", { name: "Anzahl Teilnehmer" }).fill("0");
  await page.getByRole("button", { name: "Verbindlich anmelden" }).click();
  await expect(page.getByText("Bitte melden Sie mindestens 1 Teilnehmer an.")).toBeVisible();
  await expect(page.getByText("Bitte wählen Sie eine Übernachtungsoption.")).toBeVisible();
  await expect(page.getByText("Bitte bestätigen Sie die Teilnahmebedingungen.")).toBeVisible();
});

test("keyboard-only registration", async ({ page, loginAs, javaScriptEnabled }) => {
  await loginAs(page, javaScriptEnabled ? "kiel@example.com" : "innendienst@example.com");
  await page.goto("/calendar");
  const link = page.getByRole("link", { name: "Polster-Workshop Lichtenfels" });
  await link.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("link", { name: "Zur Anmeldung" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: /Anmeldung: Polster-Workshop/ })).toBeVisible();
  const participants = page.getByRole("spinbutton", { name: "Anzahl Teilnehmer" });
  await participants.focus();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("3");
  // Tab on to the sleepover radios and the acceptance checkbox, choosing with Space
  const tabTo = async (target: ReturnType<typeof page.getByLabel>) => {
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      if (await target.evaluate((el) => el === document.activeElement)) return;
    }
    throw new Error("focus never reached the target");
  };
  await tabTo(page.getByLabel("Keine Übernachtung"));
  await page.keyboard.press("Space");
  await tabTo(page.getByLabel(/verbindlich an/));
  await page.keyboard.press("Space");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Ihre Anmeldung war erfolgreich!")).toBeVisible();
  await expect(page.getByTestId("registration-state")).toHaveText("Angemeldet");
});

test("the .ics download is an iCalendar file", { tag: "@js-only" }, async ({ page, loginAs }) => {
  await loginAs(page, "leser@example.com");
  await page.goto("/calendar");
  await page.getByRole("link", { name: "Verbandstag 2027" }).click();
  const href = await page.getByRole("link", { name: "Termin als .ics herunterladen" }).getAttribute("href");
  const response = await page.request.get(href!);
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await response.text()).toContain("SUMMARY:Verbandstag 2027");
});

test("users without CALENDAR get the calendar's 403 text", async ({ page, loginAs }) => {
  await loginAs(page, "verbund@example.com");
  const response = await page.goto("/calendar");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "Keine Berechtigung!" })).toBeVisible();
  await expect(page.getByText("Sie haben keinen Zugriff auf den Kalender.", { exact: true })).toBeVisible();
});
