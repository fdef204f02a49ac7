/** axe on every screen of the partner content (issue 4), as an HP user with every permission. */
import { expect as baseExpect, test } from "./fixtures";

// Flows of several round trips: generous waits so a busy CI machine does not fail them.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const SCREENS: [string, string][] = [
  ["Marken", "/brands"],
  ["Markendetail", "/brands/1"],
  ["News", "/news"],
  ["News-Detail", "/news/3"],
  ["Kalender", "/calendar"],
  ["Vergangene Termine", "/calendar?when=past"],
  ["Termin", "/calendar/4"],
  ["Anmeldung", "/calendar/4/registration"],
  ["Dokumente", "/documents"],
  ["Dokument", "/documents/8"],
  ["SAM-Tags", "/tags"],
  ["SAM-Tag", "/tags/3"],
  ["Servicepool", "/serviceandmore/services"],
  ["Service", "/serviceandmore/services/2"],
  ["Ansprechpartner", "/serviceandmore/contactpartner"],
];

// One sign-in per group of screens (signing in costs more than an axe run); three groups so both
// workers share the load. A failing screen is named by its step.
const GROUPS = [SCREENS.slice(0, 5), SCREENS.slice(5, 10), SCREENS.slice(10)];

for (const group of GROUPS) {
  test(`axe: ${group.map(([name]) => name).join(", ")}`, async ({ page, loginAs, axe }) => {
    await loginAs(page, "luebeck@example.com");
    for (const [name, path] of group) {
      await test.step(name, async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await axe(page), `axe violations on ${name} (${path})`).toEqual([]);
      });
    }
  });
}

// Document review (issue 11): the supplier's screens and the reviewer's queue (seeded documents:
// 10 is the supplier's draft, 11 a submitted one).
const REVIEW_SCREENS: [string, string, string][] = [
  ["lieferant@example.com", "Dokumentenprüfung", "/document-review"],
  ["lieferant@example.com", "Dokument hochladen", "/document-review/new"],
  ["lieferant@example.com", "Entwurf bearbeiten", "/document-review/10"],
  ["lieferant@example.com", "Löschen bestätigen", "/document-review/10?delete"],
  ["pruefung@example.com", "Prüfliste", "/document-review?status=submitted"],
  ["pruefung@example.com", "Eingereichtes Dokument", "/document-review/11"],
];

test("axe: Dokumentenprüfung (Lieferant und Prüfung)", async ({ page, loginAs, axe }) => {
  let signedInAs = "";
  for (const [user, name, path] of REVIEW_SCREENS) {
    await test.step(name, async () => {
      if (user !== signedInAs) await loginAs(page, (signedInAs = user));
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await axe(page), `axe violations on ${name} (${path})`).toEqual([]);
    });
  }
});
