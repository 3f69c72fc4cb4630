import { expect, test } from "./test";
import { fakeGoogleClient, newCandidate, signInNewCandidate } from "./accounts-helpers";

test.beforeEach(async ({ page }) => {
  await fakeGoogleClient(page, null);
});

test("desktop user menu: display name, Dashboard, Profile, Logout", async ({ page }) => {
  const candidate = { ...newCandidate("menu"), name: "mEERA   krishnan" };
  await signInNewCandidate(page, candidate);
  const menu = page.getByTestId("user-menu");
  await expect(menu.locator("summary")).toContainText("Meera Krishnan");
  await menu.locator("summary").click();
  await menu.getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard\/jobs$/);
  await expect(page.getByRole("heading", { name: "Hello, mEERA krishnan" })).toBeVisible();
  await page.getByRole("link", { name: "My Profile", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
  await menu.locator("summary").click();
  await menu.getByRole("link", { name: "Profile", exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await menu.locator("summary").click();
  await menu.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("user-menu")).toHaveCount(0);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fprofile$/);
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("the side menu lists Dashboard, Profile and Logout for a signed-in user", async ({ page }) => {
    const candidate = newCandidate("mobile");
    await signInNewCandidate(page, candidate);
    await page.getByRole("button", { name: "Open menu" }).click();
    const side = page.locator("#mobile-menu");
    await expect(side.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(side.getByRole("link", { name: "Profile" })).toBeVisible();
    await side.getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard\/jobs$/);
    await page.getByRole("button", { name: "Open menu" }).click();
    await side.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(side.getByRole("link", { name: "Login" })).toBeVisible();
  });
});
