// On a phone (390 px) the search filters are in reach (issue 33): a 'Filters' control with the number chosen at the
// top of the results, in the first screen, that opens the filters; usable by keyboard and screen reader; without
// JavaScript a plain link to the filters.
import { seriousViolations } from "./employer-helpers";
import { expect, test, type Page } from "./test";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const panel = (page: Page) => page.getByRole("complementary", { name: "Filters" });

test("the Filters control is in the first screen, opens the filters by keyboard and counts what is chosen", async ({
  page,
}) => {
  await page.goto("/search/job");
  const control = page.getByRole("button", { name: /^Filters/ });
  await expect(control).toBeVisible();
  const box = (await control.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  await expect(control).toHaveAttribute("aria-expanded", "false");
  await expect(control).toHaveAttribute("aria-controls", "search-filters");
  await expect(panel(page)).toBeHidden();

  await control.focus();
  await page.keyboard.press("Enter");
  await expect(control).toHaveAttribute("aria-expanded", "true");
  await expect(panel(page)).toBeVisible();
  // Focus moves into the filters, which now come before the results.
  await expect(panel(page)).toBeFocused();
  const filtersTop = (await panel(page).boundingBox())!.y;
  const resultsTop = (await page.getByRole("heading", { level: 1 }).boundingBox())!.y;
  expect(filtersTop).toBeLessThan(resultsTop);
  expect(await seriousViolations(page)).toEqual([]);

  // Choose one: the control says so (its name keeps its visible words).
  const category = panel(page).getByRole("group", { name: "Category" }).getByRole("checkbox").first();
  await category.check();
  await expect(page).toHaveURL(/category=/);
  await expect(page.getByRole("button", { name: "Filters 1 chosen" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Filters 1 chosen" })).toContainText("1");

  // It closes again.
  await page.getByRole("button", { name: /^Filters/ }).click();
  await expect(page.getByRole("button", { name: /^Filters/ })).toHaveAttribute("aria-expanded", "false");
  await expect(panel(page)).toBeHidden();
});

test("without JavaScript the control is a plain link that takes the reader to the filters", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/search/job?type=Full-time");
  const link = page.getByRole("link", { name: /^Filters/ });
  await expect(link).toHaveAttribute("href", "#search-filters");
  await expect(link).toContainText("1");
  const box = (await link.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  await link.click();
  await expect(page).toHaveURL(/#search-filters$/);
  await expect(panel(page)).toBeInViewport();
  await context.close();
});

test("on a desktop the control is not shown: the filters sit beside the results", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto("/search/job");
  await expect(panel(page)).toBeVisible();
  await expect(
    page.getByRole("link", { name: /^Filters/ }).or(page.getByRole("button", { name: /^Filters/ })),
  ).toBeHidden();
  await context.close();
});
