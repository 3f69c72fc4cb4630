import { expect, test } from "@playwright/test";

test("the home page renders with header and footer", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("link", { name: "Startup Jobs" }).first()).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("Connecting top talent with innovative startups worldwide.");
});

test("/not-found answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/not-found");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 - Page Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Go Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("unknown paths go home", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page).toHaveURL(/\/$/);
});
