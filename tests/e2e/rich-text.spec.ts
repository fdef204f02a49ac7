/**
 * Formatted text (issue 27, decision 0530), with JavaScript on and off: a job description
 * formatted — with the toolbar and its shortcuts, or as typed Markdown — saved, shown in the
 * form's preview and on the entry's preview page; a list pasted from Word (as HTML with
 * JavaScript, as plain text without); hostile markup inert everywhere. axe on the new controls.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { save, saved, unique } from "./website-helpers";

const HP = "haendler@example.com";

// What Word 365 puts on the clipboard for a bold line and a bulleted list (shortened).
const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0cm}</style></head><body lang=DE>
<p class=MsoNormal><b>Das bieten wir</b><o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]><b>30 Tage</b> Urlaub<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Zuschuss zum <a href="https://www.jobrad.org/">JobRad</a><o:p></o:p></p>
</body></html>`;

/** Leaves the line (past a closing marker) and starts a new paragraph. */
async function nextParagraph(page: Page) {
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
}

async function newJob(page: Page, title: string) {
  await page.goto("/career/jobs");
  await page.getByRole("link", { name: "Neu anlegen" }).click();
  await page.getByRole("textbox", { name: "Stellentitel" }).fill(title);
}

/** The saved job's preview page: the description's HTML as the partner's website shows it. */
async function openPreview(page: Page) {
  await page.getByRole("link", { name: "Vorschau" }).first().click();
  return page.locator("main section").filter({ has: page.getByRole("heading", { name: "Stellenbeschreibung" }) });
}

test.describe("formatted text", () => {
  test.describe.configure({ timeout: 120_000 });

  test("format a job description", async ({ page, loginAs, axe, javaScriptEnabled }) => {
    await loginAs(page, HP);
    const title = unique("Verkaufsberater Küche (m/w/d)");
    await newJob(page, title);
    const description = page.getByRole("textbox", { name: "Stellenbeschreibung" });
    await expect(page.getByText("Formatieren: **fett**, *kursiv*")).toHaveCount(3); // under each formatted field of a job
    if (javaScriptEnabled) {
      const toolbar = page.getByRole("toolbar", { name: "Formatierung für „Stellenbeschreibung“" });
      await expect(toolbar.getByRole("button", { name: "Fett" })).toHaveAttribute("aria-keyshortcuts", "Control+B");
      expect(await axe(page, { include: ["form"] })).toEqual([]);
      // a heading from the toolbar, bold and italic by shortcut, a list by button, a link by Ctrl+K
      await description.click();
      await page.keyboard.type("Ihre Aufgaben");
      await toolbar.getByRole("button", { name: "Überschrift", exact: true }).click();
      await nextParagraph(page);
      await page.keyboard.type("Sie beraten ");
      await page.keyboard.press("Control+B");
      await page.keyboard.type("Privatkunden"); // replaces the selected placeholder
      await page.keyboard.press("End");
      await page.keyboard.type(" im ");
      await page.keyboard.press("Control+I");
      await page.keyboard.type("Küchenstudio");
      await nextParagraph(page);
      await page.keyboard.type("Planung am Bildschirm");
      await page.keyboard.press("Shift+Enter");
      await page.keyboard.type("Aufmaß beim Kunden");
      await page.keyboard.press("Shift+Home");
      await page.keyboard.press("Shift+ArrowUp");
      await toolbar.getByRole("button", { name: "Aufzählung" }).click();
      await nextParagraph(page);
      await page.keyboard.type("Zur Bewerbung");
      await page.keyboard.press("Shift+Home");
      await page.keyboard.press("Control+K");
      await page.keyboard.type("mailto:jobs@moebel-sommer.de"); // over the selected https://
      await expect(description).toHaveValue(
        "## Ihre Aufgaben\n\nSie beraten **Privatkunden** im *Küchenstudio*\n\n- Planung am Bildschirm\n- Aufmaß beim Kunden\n\n[Zur Bewerbung](mailto:jobs@moebel-sommer.de)",
      );
      // the live preview follows the typing, rendered by the server
      const live = page.getByRole("region", { name: /Vorschau „Stellenbeschreibung“.*folgt Ihrer Eingabe/ });
      await expect(live.getByRole("heading", { level: 2, name: "Ihre Aufgaben" })).toBeVisible();
      await expect(live.locator("strong")).toHaveText("Privatkunden");
      await expect(live.getByRole("listitem")).toHaveText(["Planung am Bildschirm", "Aufmaß beim Kunden"]);
      await expect(live.getByRole("link", { name: "Zur Bewerbung" })).toHaveAttribute("href", "mailto:jobs@moebel-sommer.de");
      expect(await axe(page, { include: ["form"] })).toEqual([]);
    } else {
      await expect(page.getByRole("toolbar")).toHaveCount(0);
      await description.fill("## Ihre Aufgaben\n\nSie beraten **Privatkunden** im *Küchenstudio*\n\n- Planung am Bildschirm\n- Aufmaß beim Kunden\n\n[Zur Bewerbung](mailto:jobs@moebel-sommer.de)");
    }
    await save(page);
    await saved(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
    // the form's preview: the saved text as the server rendered it
    const preview = page.getByRole("region", { name: /Vorschau „Stellenbeschreibung“/ });
    await expect(preview.getByRole("heading", { level: 2, name: "Ihre Aufgaben" })).toBeVisible();
    await expect(preview.getByRole("listitem")).toHaveText(["Planung am Bildschirm", "Aufmaß beim Kunden"]);
    expect(await axe(page, { include: ["form"] })).toEqual([]);
    if (javaScriptEnabled) {
      // after the save the toolbar and the live preview work on the saved entry's form too
      await description.click();
      await page.keyboard.press("Control+End");
      await page.keyboard.type("\n\nWir freuen uns auf Sie.");
      await page.keyboard.press("Shift+Home");
      await page.getByRole("toolbar", { name: "Formatierung für „Stellenbeschreibung“" }).getByRole("button", { name: "Kursiv" }).click();
      await expect(preview.locator("em").filter({ hasText: "Wir freuen uns auf Sie." })).toBeVisible();
      await save(page);
      await saved(page);
    }

    const shown = await openPreview(page);
    await expect(shown.getByRole("heading", { level: 2, name: "Ihre Aufgaben" })).toBeVisible();
    await expect(shown.locator("strong")).toHaveText("Privatkunden");
    await expect(shown.locator("em").first()).toHaveText("Küchenstudio");
    await expect(shown.getByRole("listitem")).toHaveText(["Planung am Bildschirm", "Aufmaß beim Kunden"]);
    await expect(shown.getByRole("link", { name: "Zur Bewerbung" })).toHaveAttribute("href", "mailto:jobs@moebel-sommer.de");
  });

  test("paste a list", async ({ page, loginAs, javaScriptEnabled }) => {
    await loginAs(page, HP);
    const title = unique("Monteur Küche (m/w/d)");
    await newJob(page, title);
    const description = page.getByRole("textbox", { name: "Stellenbeschreibung" });
    if (javaScriptEnabled) {
      // as the browser hands a paste from Word to the page: HTML and plain text on the clipboard
      await description.click();
      await description.evaluate((area, html) => {
        const data = new DataTransfer();
        data.setData("text/html", html);
        data.setData("text/plain", "Das bieten wir\n·  30 Tage Urlaub\n·  Zuschuss zum JobRad");
        area.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
      }, WORD_HTML);
      await expect(description).toHaveValue("**Das bieten wir**\n\n- **30 Tage** Urlaub\n- Zuschuss zum [JobRad](https://www.jobrad.org/)");
      const live = page.getByRole("region", { name: /Vorschau „Stellenbeschreibung“/ });
      await expect(live.getByRole("listitem")).toHaveText(["30 Tage Urlaub", "Zuschuss zum JobRad"]);
    } else {
      // without JavaScript a paste arrives as text: a list typed or pasted as "- …" lines is a list
      await description.fill("Das bieten wir\n\n- 30 Tage Urlaub\n- Zuschuss zum JobRad <script>alert(1)</script>");
    }
    await save(page);
    await saved(page);
    const shown = await openPreview(page);
    await expect(shown.getByRole("list")).toHaveCount(1);
    await expect(shown.getByRole("listitem").first()).toHaveText("30 Tage Urlaub");
    await expect(shown.getByRole("listitem").nth(1)).toContainText("Zuschuss zum JobRad");
    if (javaScriptEnabled) {
      await expect(shown.locator("li strong")).toHaveText("30 Tage");
      await expect(shown.getByRole("link", { name: "JobRad" })).toHaveAttribute("href", "https://www.jobrad.org/");
    } else {
      // hostile markup stays text
      await expect(shown.getByRole("listitem").nth(1)).toContainText("<script>alert(1)</script>");
      expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0);
    }
  });
});
