/**
 * The avatar (issue 29, decision 0552), with JavaScript on and off: a wrong file is refused in
 * German, an upload shows the square image in the header's profile menu and the settings, and
 * removing it brings the initials back. Each project changes its own account (the JS project
 * haendler@, the no-JS project leser@ of the same company; account-password.spec changes schulz@'s password); both end without an avatar.
 */
import sharp from "sharp";
import { accountFor } from "./account-helpers";
import { expect, expectImageLoaded, expectToast, test } from "./fixtures";

const portrait = () => sharp({ create: { width: 300, height: 200, channels: 3, background: "#7a4b2a" } }).png().toBuffer();

test("avatar: a wrong file refused in German, upload shown in the header, removal shows the initials", async ({ page, loginAs, javaScriptEnabled }) => {
  const email = accountFor(javaScriptEnabled, "haendler@example.com", "leser@example.com");
  const initials = javaScriptEnabled ? "KS" : "JA";
  await loginAs(page, email);
  await page.goto("/account/settings");
  const section = page.getByRole("region", { name: "Profilbild" });
  // The profile menu's summary ("<name>, Profilmenü") in the header.
  const header = page.getByRole("banner").locator("summary[aria-label$='Profilmenü']");
  await expect(section.getByText("Sie haben noch kein Profilbild.")).toBeVisible();
  await expect(header.locator("[data-avatar=initials]")).toHaveText(initials);

  // A file that is no image: the German error under the form, and nothing changes.
  await section.getByLabel(/^Bilddatei/).setInputFiles({ name: "notiz.png", mimeType: "image/png", buffer: Buffer.from("keine Bilddatei") });
  await section.getByRole("button", { name: "Profilbild hochladen" }).click();
  await expect(page).toHaveURL(/\/account\/settings\?upload=wrong-type$/);
  await expect(page.getByRole("region", { name: "Profilbild" }).getByRole("alert")).toHaveText("Dieses Dateiformat wird nicht unterstützt. Erlaubt sind JPEG, PNG, WebP und GIF (kein SVG).");

  // A landscape photo, cropped from the left: a square avatar in the header and the settings.
  await section.getByLabel(/^Bilddatei/).setInputFiles({ name: "portrait.png", mimeType: "image/png", buffer: await portrait() });
  await section.getByRole("radio", { name: "Links" }).check();
  await section.getByRole("button", { name: "Profilbild hochladen" }).click();
  await expectToast(page, "Ihr Profilbild wurde gespeichert.");
  await expect(page).toHaveURL(/\/account\/settings$/);
  const headerImage = header.locator("img[data-avatar=image]");
  await expectImageLoaded(headerImage);
  expect(await headerImage.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([64, 64]);
  await expect(header.locator("[data-avatar=initials]")).toHaveCount(0);
  await expect(section.getByText("Ihr aktuelles Profilbild")).toBeVisible();

  // Removing it: the initials again.
  await section.getByRole("button", { name: "Profilbild entfernen" }).click();
  await expectToast(page, "Ihr Profilbild wurde entfernt.");
  await expect(header.locator("[data-avatar=initials]")).toHaveText(initials);
  await expect(header.locator("img[data-avatar=image]")).toHaveCount(0);
  await expect(section.getByText("Sie haben noch kein Profilbild.")).toBeVisible();
});
