// Helpers of the account e2e suites: the demo account each project changes, and the mail outbox.
import fs from "node:fs";
import path from "node:path";

/** JS and no-JS projects run against the same server: each changes its own demo account. */
export function accountFor(javaScriptEnabled: boolean, js: string, nojs: string): string {
  return javaScriptEnabled ? js : nojs;
}

/** The newest link in the outbox mail to `to` (the server writes .eml files without SMTP_URL); `not`: one already used, to wait for the next. */
export async function linkFromOutbox(to: string, timeoutMs = 10_000, not?: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".eml")).sort().reverse() : [];
    for (const file of files) {
      // Quoted-printable: undo soft line breaks and the encoded "=".
      const raw = fs.readFileSync(path.join(dir, file), "utf8").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      if (!raw.includes(`To: ${to}`)) continue;
      const link = /https?:\/\/\S+\?token=[A-Za-z0-9_-]+/.exec(raw);
      if (link && link[0] !== not) return link[0];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} in ${dir}`);
}

/** A colleague of the signed-in account manager, made through "Neuen Account anlegen" (for a test that erases it). */
export async function createColleague(page: import("@playwright/test").Page, person: { email: string; firstName: string; lastName: string }): Promise<void> {
  await page.goto("/account-management/new");
  await page.getByRole("textbox", { name: "E-Mail", exact: true }).fill(person.email);
  await page.getByRole("textbox", { name: "Vorname", exact: true }).fill(person.firstName);
  await page.getByRole("textbox", { name: "Nachname", exact: true }).fill(person.lastName);
  await page.getByRole("checkbox", { name: "Kalender" }).check();
  await page.getByRole("button", { name: "Account anlegen" }).click();
  await page.waitForURL(/\/account-management$/);
}
