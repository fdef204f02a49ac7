/** Contact properties, addresses with opening hours, customer satisfaction, overview screens: workflows and axe. */
import { expect, test } from "./fixtures";

test.describe("master data screens", () => {
  test.describe.configure({ timeout: 90_000 });

  test("assign a property to a contact and remove it again", async ({ page, loginAs, axe }, testInfo) => {
    await loginAs(page, "haendler@example.com");
    // js and nojs run in parallel on one database: each uses its own contact.
    const contact = testInfo.project.name === "js" ? "Sabine Klocke" : "Dirk Oberländer";
    await page.goto("/contact-properties");
    expect(await axe(page)).toEqual([]);
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Rechnungsempfänger" }) });
    await card.getByLabel("Ansprechpartner wählen (Rechnungsempfänger)").selectOption({ label: contact });
    await card.getByRole("button", { name: "Zuordnen" }).click();
    await expect(page.getByText("Erfolgreich gespeichert")).toBeVisible();
    const removeButton = page.getByRole("button", { name: `Rechnungsempfänger von ${contact} entfernen` });
    await expect(removeButton).toBeVisible();
    await removeButton.click();
    await expect(page.getByText("Erfolgreich gespeichert")).toBeVisible();
    await expect(page.getByRole("button", { name: `Rechnungsempfänger von ${contact} entfernen` })).toHaveCount(0);
  });

  test("edit opening hours; overlapping ranges are refused and the input kept", async ({ page, loginAs, axe }, testInfo) => {
    // each project edits another company's address
    await loginAs(page, testInfo.project.name === "js" ? "haendler@example.com" : "luebeck@example.com");
    await page.goto("/address-management");
    expect(await axe(page)).toEqual([]);
    await page.getByRole("link", { name: /Bearbeiten: Filiale/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Filiale");
    expect(await axe(page)).toEqual([]);

    const slot = (day: string, n: number, which: "von" | "bis") => page.getByLabel(`${day}, Zeitraum ${n}: ${which}`, { exact: true });
    await slot("Samstag", 1, "von").fill("09:00");
    await slot("Samstag", 1, "bis").fill("14:00");
    await slot("Samstag", 2, "von").fill("13:00");
    await slot("Samstag", 2, "bis").fill("16:00");
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(page.getByText("Die Zeiträume dieses Tages überschneiden sich.")).toBeVisible();
    await expect(slot("Samstag", 2, "von")).toHaveValue("13:00");

    await slot("Samstag", 2, "von").fill("14:30");
    await slot("Sonntag", 1, "von").fill("11:00");
    await slot("Sonntag", 1, "bis").fill("15:00");
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(page.getByText("Erfolgreich gespeichert")).toBeVisible();
    await expect(slot("Samstag", 2, "von")).toHaveValue("14:30");
    await page.goto("/address-management");
    await expect(page.getByRole("listitem").filter({ hasText: "Filiale" })).toContainText("09:00–14:00, 14:30–16:00");
    await expect(page.getByRole("listitem").filter({ hasText: "Filiale" })).toContainText("11:00–15:00");
  });

  test("create an address with the described form, then delete it after the confirmation; a used address is refused", async ({ page, loginAs, axe }, testInfo) => {
    await loginAs(page, "haendler@example.com");
    // js and nojs run in parallel on one database: each creates and deletes its own address.
    const name = `Lager Nord ${testInfo.project.name}`;
    await page.goto("/address-management");
    await page.getByRole("link", { name: "Neue Adresse" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Neue Adresse");
    expect(await axe(page)).toEqual([]);
    // Without a type and country the server refuses, with the German messages, and keeps the input.
    await page.getByLabel("Bezeichnung").fill(name);
    await page.getByLabel("Land (ISO-Code)").fill("");
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(page.getByText("Bitte einen Eintrag wählen.")).toBeVisible();
    await expect(page.getByLabel("Bezeichnung")).toHaveValue(name);
    await page.getByLabel("Adresstyp").selectOption({ label: "Sonstige Adresse" });
    await page.getByLabel("Straße und Hausnummer").fill("Am Lager 3");
    await page.getByLabel("PLZ").fill("33719");
    await page.getByLabel("Ort", { exact: true }).fill("Bielefeld");
    await page.getByLabel("Land (ISO-Code)").fill("de");
    await page.getByLabel("Dienstag, Zeitraum 1: von", { exact: true }).fill("07:00");
    await page.getByLabel("Dienstag, Zeitraum 1: bis", { exact: true }).fill("15:00");
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(page.getByText("Erfolgreich gespeichert")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Adresse bearbeiten: Sonstige Adresse");
    await expect(page.getByLabel("Adresstyp")).toHaveCount(0);

    await page.goto("/address-management");
    const card = page.getByRole("listitem").filter({ hasText: name });
    await expect(card).toContainText("33719 Bielefeld (DE)");
    await expect(card).toContainText("07:00–15:00");
    await card.getByRole("link", { name: `Sonstige Adresse · ${name} löschen` }).click();
    await expect(page.getByRole("alertdialog", { name: "Adresse löschen?" })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await page.getByRole("button", { name: "Ja, löschen" }).click();
    await expect(page.getByText(`Sonstige Adresse · ${name} wurde gelöscht.`)).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);

    // The main address shows its opening hours on the website: refused, with the reason, and kept.
    await page.getByRole("link", { name: "Hauptadresse · Stammhaus löschen" }).click();
    await page.getByRole("button", { name: "Ja, löschen" }).click();
    await expect(page.getByText(/Hauptadresse · Stammhaus kann nicht gelöscht werden, weil sie noch verwendet wird/)).toBeVisible();
    await page.goto("/address-management");
    await expect(page.getByRole("listitem").filter({ hasText: "Hauptadresse" })).toHaveCount(1);
  });

  test("customer satisfaction: figures, charts and a status change", async ({ page, loginAs, axe }, testInfo) => {
    test.setTimeout(150_000);
    await loginAs(page, "haendler@example.com");
    await page.goto("/customer-satisfaction");
    await expect(page.getByRole("heading", { name: "Kundenzufriedenheit", level: 1 })).toBeVisible();
    await expect(page.getByRole("img", { name: /Verteilung der Bewertungen/ })).toBeVisible();
    // js and nojs run in parallel: each changes another feedback entry.
    const index = testInfo.project.name === "js" ? 0 : 1;
    const select = page.getByRole("combobox", { name: /Status des Feedbacks vom/ }).nth(index);
    const target = (await select.inputValue()) === "done" ? "in_progress" : "done";
    await select.selectOption(target);
    await page.getByRole("button", { name: "Status setzen" }).nth(index).click();
    await expect(page.getByText("Erfolgreich gespeichert")).toBeVisible();
    await expect(page.getByRole("combobox", { name: /Status des Feedbacks vom/ }).nth(index)).toHaveValue(target);
    expect(await axe(page)).toEqual([]);
  });

  test("overview and company master data", async ({ page, loginAs, axe }) => {
    await loginAs(page, "haendler@example.com");
    await page.goto("/masterdata");
    await expect(page.getByText("Möbelhaus Sommer GmbH & Co. KG (Handelspartner)")).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await page.goto("/companymasterdata");
    await expect(page.getByRole("textbox", { name: "Straße und Hausnummer" })).toHaveValue("Herforder Straße 212");
    expect(await axe(page)).toEqual([]);
  });

  test("a supplier has no address management, and a guessed address id is refused", async ({ page, loginAs }) => {
    await loginAs(page, "lieferant@example.com");
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Adressen" })).toHaveCount(0);
    const response = await page.goto("/address-management/1");
    expect(response?.status()).toBe(403);
  });
});
