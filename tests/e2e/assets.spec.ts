import { expect, test } from "./fixtures";

test.describe("file route", { tag: "@js-only" }, () => {
  test("sends anonymous visitors to sign in and answers 403 for files out of scope", async ({ page, loginAs }) => {
    const id = "0b6d3f0e-4a51-4b7e-9b3c-8f1e2d3c4b5a";
    await page.goto(`/assets/${id}?width=100`);
    await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=%2Fassets%2F${id}%3Fwidth%3D100$`));
    await loginAs(page, "haendler@example.com");
    const response = await page.request.get(`/assets/${id}`);
    expect(response.status()).toBe(403);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(await response.text()).toBe("Keine Berechtigung!");
  });
});
