/**
 * The page builder (issue 13), with JavaScript on and off: a page built with one element of each
 * type in the element drawer, reordered, published, previewed (server-rendered, no script, videos
 * as poster and link) with the site's navigation, then nested under another page; a page with a
 * child page deleted after confirmation; keyboard-only
 * add and reorder of elements. axe on each new screen. js and nojs share one database: each works
 * on its own pages.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addGalleryImages, save, saved, unique } from "./website-helpers";

const HP = "haendler@example.com";
const PAGE_SAVED = "Die Seite wurde erfolgreich gespeichert";

async function createPage(page: Page, title: string) {
  await page.goto("/page-builder");
  await page.getByRole("link", { name: "Neue Seite", exact: true }).click();
  await page.getByRole("textbox", { name: "Interner Titel" }).fill(`Intern: ${title}`);
  await page.getByRole("textbox", { name: "Titel", exact: true }).fill(title);
  await save(page);
  await saved(page, PAGE_SAVED);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Seite bearbeiten: ${title}`);
}

/** Opens the drawer for a new element of a type, fills it by `fill`, publishes it with the create and saves. */
async function addElement(page: Page, type: string, name: string, fill: () => Promise<void>) {
  await page.getByRole("link", { name: `${type} hinzufügen` }).click();
  const drawer = page.getByRole("complementary", { name: "Element" });
  await expect(drawer.getByRole("heading", { level: 1 })).toContainText(`Neu: ${type}`);
  await drawer.getByRole("textbox", { name: "Interner Titel" }).fill(name);
  await fill();
  await drawer.getByLabel("Status").selectOption("published");
  await save(page);
  await saved(page);
  await expect(page.locator("#elements").getByText(name, { exact: true })).toBeVisible();
}

const elementNames = (page: Page) => page.locator("#elements ol > li p.font-medium").allInnerTexts();

test.describe("page builder", () => {
  test.describe.configure({ timeout: 240_000 });

  test("build a page with one element of each type, reorder, publish, preview with navigation, nest it", async ({ page, loginAs, axe }) => {
    await loginAs(page, HP);
    await page.goto("/page-builder");
    await expect(page.getByRole("heading", { level: 1, name: "Seiten" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Über uns", exact: true })).toBeVisible();
    expect(await axe(page)).toEqual([]);

    const title = unique("Wohnideen");
    await createPage(page, title);
    expect(await axe(page)).toEqual([]);
    // The slug was generated from the title.
    await expect(page.getByRole("textbox", { name: "Adresse (Slug)" })).toHaveValue(/^wohnideen-[a-z0-9]+$/);

    const drawer = page.getByRole("complementary", { name: "Element" });
    const tag = title.split(" ").at(-1)!;
    await addElement(page, "Kontakt-Teaser", `Kontakt ${tag}`, async () => {
      await drawer.getByRole("textbox", { name: "Überschrift" }).fill("Sprechen Sie uns an");
      await drawer.getByLabel("Ansprechpartner").selectOption({ index: 1 });
    });
    expect(await axe(page)).toEqual([]);
    await addElement(page, "Text", `Text ${tag}`, async () => {
      await drawer.getByRole("textbox", { name: "Überschrift" }).fill("Wohnen mit Stil");
      await drawer.getByRole("textbox", { name: "Text", exact: true }).fill("Erster Absatz.\n\nZweiter Absatz.");
      await drawer.getByLabel("Layout").selectOption("cols");
    });
    await addElement(page, "Text-Bild-Element", `Text-Bild ${tag}`, async () => {
      await drawer.getByRole("textbox", { name: "Überschrift" }).fill("Unsere Ausstellung");
      await drawer.getByLabel("Bildposition").selectOption("right");
    });
    await addElement(page, "Bildergalerie", `Galerie ${tag}`, async () => {
      await drawer.getByLabel("Darstellung").selectOption("slider");
    });
    await addGalleryImages(page, 1);
    // A video link of another host is refused with the field's message; the input stays.
    await page.getByRole("link", { name: "Video hinzufügen" }).click();
    await expect(drawer.getByRole("heading", { level: 1 })).toContainText("Neu: Video");
    await drawer.getByRole("textbox", { name: "Interner Titel" }).fill(`Video ${tag}`);
    await drawer.getByRole("textbox", { name: "Video-Link (YouTube oder Vimeo)" }).fill("https://example.com/film");
    await save(page);
    await expect(drawer.getByText("Bitte einen Link zu YouTube oder Vimeo angeben.")).toBeVisible({ timeout: 15_000 });
    await expect(drawer.getByRole("textbox", { name: "Interner Titel" })).toHaveValue(`Video ${tag}`);
    await drawer.getByLabel("Videoplattform").selectOption("vimeo");
    await drawer.getByRole("textbox", { name: "Video-Link (YouTube oder Vimeo)" }).fill("https://vimeo.com/76979871");
    await drawer.getByLabel("Status").selectOption("published");
    await save(page);
    await saved(page);
    expect(await elementNames(page)).toEqual([`Kontakt ${tag}`, `Text ${tag}`, `Text-Bild ${tag}`, `Galerie ${tag}`, `Video ${tag}`]);
    // Closing the drawer goes back to the page details.
    await page.getByRole("link", { name: "Element schließen" }).click();
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "Adresse (Slug)" })).toBeVisible();

    // Reorder: the video up once, the contact teaser down once.
    await page.getByRole("button", { name: `Video ${tag} nach oben verschieben` }).click();
    await saved(page, "Reihenfolge gespeichert.");
    await page.getByRole("button", { name: `Kontakt ${tag} nach unten verschieben` }).click();
    await saved(page, "Reihenfolge gespeichert.");
    expect(await elementNames(page)).toEqual([`Text ${tag}`, `Kontakt ${tag}`, `Text-Bild ${tag}`, `Video ${tag}`, `Galerie ${tag}`]);

    // Publish the page.
    await page.getByRole("button", { name: "Status auf „Veröffentlicht“ setzen" }).click();
    await saved(page, "Der Status wurde gesetzt.");

    // Preview: server-rendered, no script; the video is its poster link; the navigation holds the page.
    await page.getByRole("link", { name: "Vorschau der Seite" }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    expect(await page.locator("script").count()).toBe(0);
    expect(await page.locator("iframe").count()).toBe(0);
    await expect(page.locator(".note")).toHaveCSS("background-color", "rgb(254, 243, 199)"); // styled within the CSP
    expect(await page.getByRole("heading", { level: 2 }).allInnerTexts()).toEqual(["Wohnen mit Stil", "Sprechen Sie uns an", "Unsere Ausstellung"]);
    await expect(page.getByRole("link", { name: "Video ansehen auf Vimeo" })).toHaveAttribute("href", "https://vimeo.com/76979871");
    const nav = page.getByRole("navigation", { name: "Navigation" });
    await expect(nav.getByRole("link", { name: title })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Service" })).toHaveCount(0); // hidden in the navigation
    await expect(nav.getByRole("link", { name: "Frühjahrsaktion" })).toHaveCount(0); // its window has ended

    // Nest it under "Über uns": the tree and the navigation show it there.
    await page.goto("/page-builder");
    const own = page.locator("li", { has: page.getByRole("link", { name: title, exact: true }) }).last();
    await own.getByLabel(`„${title}“ verschieben unter`).first().selectOption({ label: "Über uns" });
    await own.getByRole("button", { name: `„${title}“ verschieben unter` }).click();
    await saved(page, "Die Seite wurde verschoben.");
    const about = page.locator("li", { has: page.getByRole("link", { name: "Über uns", exact: true }) }).first();
    await expect(about.getByRole("link", { name: title, exact: true })).toBeVisible();
    await page.goto("/page-builder/preview/" + (await about.getByRole("link", { name: "Über uns", exact: true }).getAttribute("href"))!.split("/").at(-1));
    await expect(page.getByRole("navigation", { name: "Navigation" }).locator("li", { hasText: "Über uns" }).getByRole("link", { name: title })).toBeVisible();
  });

  test("page data and the preview of a seeded page pass axe; a page with a child page is deleted after confirmation", async ({ page, loginAs, axe }) => {
    await loginAs(page, HP);
    await page.goto("/page-builder");
    await page.getByRole("link", { name: "Öffnungszeiten-Hinweis" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Seitendaten bearbeiten");
    await expect(page.getByRole("textbox", { name: "Inhalt" })).toHaveValue(/24. und 31.12./);
    expect(await axe(page)).toEqual([]);
    await page.goto("/page-builder");
    await page.getByRole("link", { name: "Über uns", exact: true }).click();
    await page.getByRole("link", { name: "Vorschau der Seite" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Über uns" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Video ansehen auf YouTube" })).toBeVisible();
    expect(await page.locator("script, iframe").count()).toBe(0);
    expect(await axe(page)).toEqual([]);

    // "Unterseite anlegen" creates the page under its parent; deleting the parent asks first,
    // names the child page, and takes both.
    const parent = unique("Gartenmöbel");
    await createPage(page, parent);
    await page.goto("/page-builder");
    await page.getByRole("link", { name: `Unterseite von „${parent}“ anlegen` }).click();
    const child = unique("Loungemöbel");
    await page.getByRole("textbox", { name: "Interner Titel" }).fill(`Intern: ${child}`);
    await page.getByRole("textbox", { name: "Titel", exact: true }).fill(child);
    await save(page);
    await saved(page, PAGE_SAVED);
    await page.goto("/page-builder");
    const parentNode = page.locator("li", { has: page.getByRole("link", { name: parent, exact: true }) }).last();
    await expect(parentNode.getByRole("link", { name: child, exact: true })).toBeVisible();
    await page.getByRole("link", { name: `„${parent}“ löschen` }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(`Mit ihr wird 1 Unterseite gelöscht: ${child}.`);
    await dialog.getByRole("button", { name: "Mit Unterseiten löschen" }).click();
    await saved(page, "Die Seite wurde gelöscht.");
    await expect(page.getByRole("link", { name: parent, exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: child, exact: true })).toHaveCount(0);
  });

  test("keyboard only: add two elements and reorder them", async ({ page, loginAs, axe }) => {
    await loginAs(page, HP);
    const title = unique("Tastaturseite");
    await createPage(page, title);
    const tabTo = async (target: ReturnType<Page["getByRole"]>) => {
      for (let i = 0; i < 150 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
      await expect(target).toBeFocused();
    };
    const tag = title.split(" ").at(-1)!;
    for (const name of [`Erster ${tag}`, `Zweiter ${tag}`]) {
      await tabTo(page.getByRole("link", { name: "Text hinzufügen" }));
      await page.keyboard.press("Enter");
      const drawer = page.getByRole("complementary", { name: "Element" });
      await expect(drawer.getByRole("heading", { level: 1 })).toContainText("Neu: Text");
      await tabTo(drawer.getByRole("textbox", { name: "Interner Titel" }));
      await page.keyboard.type(name);
      await tabTo(drawer.getByRole("textbox", { name: "Text", exact: true }));
      await page.keyboard.type(`${name}: ein Absatz.`);
      await tabTo(drawer.getByRole("button", { name: "Speichern", exact: true }));
      await page.keyboard.press("Enter");
      await saved(page);
      await expect(page.locator("#elements").getByText(name, { exact: true })).toBeVisible();
    }
    expect(await axe(page)).toEqual([]);
    await tabTo(page.getByRole("button", { name: `Zweiter ${tag} nach oben verschieben` }));
    await page.keyboard.press("Enter");
    await saved(page, "Reihenfolge gespeichert.");
    expect(await elementNames(page)).toEqual([`Zweiter ${tag}`, `Erster ${tag}`]);
  });
});
