import { accountFor } from "./account-helpers";
import { expect, test } from "./fixtures";

test.describe("terms of use", () => {
  // axe without JavaScript copies the page into a second context; on the shared 2-core machine that is slow.
  test.describe.configure({ timeout: 120_000 });

  test("a user who has not accepted sees only the terms and accepts them", async ({ page, loginAs, axe, javaScriptEnabled }) => {
    await loginAs(page, accountFor(javaScriptEnabled, "koch@example.com", "ebert@example.com"));
    await expect(page).toHaveURL(/\/nutzungsbedingungen$/);
    await expect(page.getByRole("heading", { level: 1, name: "Nutzungsbedingungen des Partnerportals" })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    // Nothing else opens before a decision.
    await page.goto("/account/settings");
    await expect(page).toHaveURL(/\/nutzungsbedingungen$/);

    await page.getByRole("button", { name: "Akzeptieren" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Vielen Dank. Sie haben die Nutzungsbedingungen akzeptiert.")).toBeVisible();
    await page.goto("/nutzungsbedingungen");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("denying the terms signs out", async ({ page, loginAs }) => {
    await loginAs(page, "neu@example.com");
    await expect(page).toHaveURL(/\/nutzungsbedingungen$/);
    // Before a decision, neither a form post nor a download gets past the gate (audit finding 3).
    const post = await page.request.post("/account/settings", { form: { intent: "profile", first_name: "Lea", last_name: "Ungefragt" }, maxRedirects: 0 });
    expect([post.status(), post.headers()["location"]]).toEqual([302, "/nutzungsbedingungen"]);
    const csv = await page.request.get("/contact-properties/export.csv", { maxRedirects: 0 });
    expect([csv.status(), csv.headers()["location"]]).toEqual([302, "/nutzungsbedingungen"]);
    await page.getByRole("button", { name: "Ablehnen" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Sie haben die Nutzungsbedingungen abgelehnt und wurden abgemeldet.")).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
  });
});
