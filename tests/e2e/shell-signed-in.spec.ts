import { createAccountThroughApi } from "./accounts-helpers";
import { expect, test, type Page } from "./test";

/** Creates an account through the API (names typed in odd case, shown capitalised); the page keeps its session cookie. */
async function signUp(page: Page) {
  await createAccountThroughApi(page.request, "shell_", { firstName: "meera", lastName: "NAIR" });
}

test.describe("signed in on desktop", () => {
  test("the header shows the user menu instead of Login and Sign Up", async ({ page }) => {
    await signUp(page);
    await page.goto("/about");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Login" })).toHaveCount(0);
    await expect(header.getByRole("link", { name: "Sign Up" })).toHaveCount(0);
    const menu = header.getByTestId("user-menu");
    await expect(menu).toContainText("Meera Nair");
    await menu.locator("summary").click();
    await expect(menu.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(menu.getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/profile");
    await expect(menu.getByRole("button", { name: "Logout" })).toBeVisible();
  });

  test("hire-talent tells a job seeker that their account cannot post jobs", async ({ page }) => {
    await signUp(page);
    await page.goto("/hire-talent");
    const main = page.getByRole("main");
    await expect(main).toContainText("You are signed in with a job seeker's account, which cannot post jobs.");
    await expect(main.getByRole("link", { name: "Create an employer account" })).toHaveCount(0);
    await expect(main.getByRole("link", { name: "Post a job" })).toHaveCount(0);
  });

  test("Apply Now on the home page goes straight to the apply path", async ({ page }) => {
    await signUp(page);
    await page.goto("/");
    const apply = page
      .getByRole("list", { name: "Recently added jobs" })
      .getByRole("article")
      .first()
      .getByRole("link", { name: /^Apply now to / });
    await expect(apply).toHaveAttribute("href", /^\/jobs\/\d+\/apply$/);
  });
});

test.describe("signed in on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the side menu lists Home, Dashboard, Profile and Logout; Logout returns home signed out", async ({ page }) => {
    await signUp(page);
    await page.goto("/contact");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Site menu" });
    await expect(menu.getByRole("link", { name: "Home" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Profile" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Login" })).toHaveCount(0);
    await menu.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu.getByRole("link", { name: "Login" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  });
});
