import { expect, test, type Page } from "./test";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const hamburger = (page: Page) => page.getByRole("button", { name: "Open menu" });
const menu = (page: Page) => page.getByRole("dialog", { name: "Site menu" });
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

async function openMenu(page: Page) {
  await hamburger(page).click();
  await expect(menu(page)).toBeVisible();
}

test("below 992 px the header shows the hamburger instead of Login and Sign Up", async ({ page }) => {
  await page.goto("/");
  await expect(hamburger(page)).toBeVisible();
  await expect(hamburger(page)).toHaveAttribute("aria-expanded", "false");
  await expect(hamburger(page)).toHaveAttribute("aria-controls", "mobile-menu");
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeHidden();
  await expect(menu(page)).toBeHidden();
});

test("the side menu is 300 px wide with Home, Login and Sign Up; it locks page scrolling while open", async ({
  page,
}) => {
  await page.goto("/");
  expect(await bodyOverflow(page)).not.toBe("hidden");
  await openMenu(page);
  await expect(hamburger(page)).toHaveAttribute("aria-expanded", "true");
  // Polled: the menu slides in, and a width read mid-animation is a fraction off 300.
  await expect.poll(() => menu(page).evaluate((element) => element.getBoundingClientRect().width)).toBe(300);
  await expect(menu(page).getByRole("link")).toHaveText(["Startup Jobs", "Home", "Login", "Sign Up"]);
  expect(await bodyOverflow(page)).toBe("hidden");
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  await page.getByRole("button", { name: "Close menu" }).click();
  await expect(menu(page)).toBeHidden();
  expect(await bodyOverflow(page)).not.toBe("hidden");
});

test("focus moves into the menu, Tab and Shift+Tab stay inside, Escape closes and returns focus", async ({ page }) => {
  await page.goto("/");
  await hamburger(page).focus();
  await page.keyboard.press("Enter");
  await expect(menu(page)).toBeVisible();
  const close = page.getByRole("button", { name: "Close menu" });
  await expect(close).toBeFocused();
  // Close, then the items in order, then around again to the logo (the first focusable).
  await page.keyboard.press("Tab");
  await expect(menu(page).getByRole("link", { name: "Home" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(menu(page).getByRole("link", { name: "Login" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(menu(page).getByRole("link", { name: "Sign Up" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(menu(page).getByRole("link", { name: "Startup Jobs" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(menu(page).getByRole("link", { name: "Sign Up" })).toBeFocused();
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press("Tab");
    expect(await menu(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(menu(page)).toBeHidden();
  await expect(hamburger(page)).toBeFocused();
  await expect(hamburger(page)).toHaveAttribute("aria-expanded", "false");
});

test("a click outside the menu closes it", async ({ page }) => {
  await page.goto("/");
  await openMenu(page);
  await page.mouse.click(30, 400);
  await expect(menu(page)).toBeHidden();
  expect(await bodyOverflow(page)).not.toBe("hidden");
});

test("choosing an item navigates and closes the menu", async ({ page }) => {
  await page.goto("/about");
  await openMenu(page);
  await menu(page).getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(menu(page)).toBeHidden();
  expect(await bodyOverflow(page)).not.toBe("hidden");
  await openMenu(page);
  await menu(page).getByRole("link", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/register$/);
  await openMenu(page);
  await menu(page).getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(menu(page)).toBeHidden();
});

test("growing the window to desktop width closes the menu and shows Login and Sign Up", async ({ page }) => {
  await page.goto("/");
  await openMenu(page);
  await page.setViewportSize({ width: 1200, height: 844 });
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign Up" })).toBeVisible();
  // The layout switches by CSS at once; the menu's state follows 200 ms after the last resize event.
  await expect(page.locator('button[aria-controls="mobile-menu"]')).toHaveAttribute("aria-expanded", "false");
  await expect.poll(() => bodyOverflow(page)).not.toBe("hidden");
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(hamburger(page)).toBeVisible();
  await expect(menu(page)).toBeHidden();
});

test("home works on a phone: the hero search, categories scroll sideways, job cards", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("#hero-search")).toBeVisible();
  const strip = page.getByRole("list", { name: "Job categories" });
  const [scrollWidth, clientWidth] = await strip.evaluate((element) => [element.scrollWidth, element.clientWidth]);
  expect(scrollWidth).toBeGreaterThan(clientWidth * 3);
  await expect(page.getByRole("list", { name: "Recently added jobs" }).getByRole("article")).toHaveCount(10);
  // Nothing makes the page itself wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
