// Issue 44 point 5 on /companies: on a phone (390 px) the companies come first and the filters wait behind a 'Filters'
// control, as on the search page; applying a filter lands on the companies again, with and without JavaScript.
// Reads the demo data only.
import { seriousViolations } from "./employer-helpers";
import { expect, test, type Page } from "./test";

const phone = { width: 390, height: 844 };
test.use({ viewport: phone, hasTouch: true });

const filters = (page: Page) => page.getByRole("complementary", { name: "Filters" });
const companies = (page: Page) => page.getByRole("region", { name: "Companies" });
const firstCompany = (page: Page) => companies(page).getByRole("heading", { level: 2 }).first();
const seriesA = (page: Page) =>
  filters(page)
    .getByRole("group", { name: "Funding stage" })
    .getByRole("checkbox", { name: /^Series A/ });

test("the companies come first, the filters open from the Filters control, and Apply lands on the companies", async ({
  page,
}) => {
  await page.goto("/companies");
  // The first company is in the first screen, and nothing of the filters is shown before it.
  const first = (await firstCompany(page).boundingBox())!;
  expect(first.y + first.height).toBeLessThanOrEqual(phone.height);
  await expect(filters(page)).toBeHidden();
  const control = page.getByRole("button", { name: /^Filters/ });
  await expect(control).toHaveAttribute("aria-controls", "company-filters");
  await expect(control).toHaveAttribute("aria-expanded", "false");
  expect(await seriousViolations(page)).toEqual([]);

  await control.click();
  await expect(filters(page)).toBeFocused();
  expect((await filters(page).boundingBox())!.y).toBeLessThan((await firstCompany(page).boundingBox())!.y);
  // Each count says what it counts.
  await expect(seriesA(page)).toHaveAccessibleName(/\d+ compan(y|ies)$/);
  await seriesA(page).check();
  // Still open until applied: the directory applies its filters by the button (scrolled to the end of a long panel).
  await filters(page).getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/[?&]stage=series-a/);
  await expect(filters(page)).toBeHidden();
  await expect(companies(page)).toBeFocused();
  await expect(firstCompany(page)).toBeInViewport();
  await expect(page.getByRole("button", { name: "Filters 1 chosen" })).toHaveAttribute("aria-expanded", "false");
  // Every company shown is at Series A.
  const facts = companies(page).getByRole("list", { name: / facts$/ });
  expect(await facts.count()).toBeGreaterThan(0);
  for (const list of await facts.all()) await expect(list).toContainText("Series A");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  expect(await seriousViolations(page)).toEqual([]);
});

test("without JavaScript the companies come first, the control links to the filters, and Apply loads the companies first", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
  const page = await context.newPage();
  await page.goto("/companies");
  const first = (await firstCompany(page).boundingBox())!;
  expect(first.y + first.height).toBeLessThanOrEqual(phone.height);
  expect((await filters(page).boundingBox())!.y).toBeGreaterThan(first.y);
  const link = page.getByRole("link", { name: /^Filters/ });
  await expect(link).toHaveAttribute("href", "#company-filters");
  await link.click();
  await expect(filters(page)).toBeInViewport();

  await seriesA(page).check();
  await filters(page).getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/[?&]stage=series-a/);
  // The new page opens at its top, where the companies are: the filters (one chosen) wait after them.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(firstCompany(page)).toBeInViewport();
  await expect(page.getByRole("link", { name: "Filters 1 chosen" })).toBeVisible();
  await expect(seriesA(page)).toBeChecked();
  await context.close();
});

test("on a desktop the filters sit beside the companies, with no Filters control", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto("/companies");
  await expect(filters(page)).toBeVisible();
  await expect(
    page.getByRole("button", { name: /^Filters/ }).or(page.getByRole("link", { name: /^Filters/ })),
  ).toBeHidden();
  const panel = (await filters(page).boundingBox())!;
  const first = (await firstCompany(page).boundingBox())!;
  expect(panel.x + panel.width).toBeLessThanOrEqual(first.x);
  await context.close();
});
