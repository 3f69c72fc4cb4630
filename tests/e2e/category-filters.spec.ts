// Issue 29 point 5 on the category page: funding stage and pay in LPA as filters with counts, chosen by keyboard; every
// combination is a URL, and the jobs shown are the search's for the same parameters. Reads the demo data only.
import { seriousViolations } from "./employer-helpers";
import { expect, test, type Page } from "./test";

interface SearchAnswer {
  total: number;
  jobs: { title: string }[];
  facets: { category: { value: string; label: string; count: number }[] };
}

/** The demo category with the most Series A jobs paying ₹20+ LPA, from the search API. */
async function busiestCategory(page: Page): Promise<{ slug: string; count: number }> {
  const answer = (await (
    await page.request.get("/api/search?stage=series-a&lpa=20-plus&limit=1")
  ).json()) as SearchAnswer;
  const top = answer.facets.category.reduce((best, item) => (item.count > best.count ? item : best));
  expect(top.count).toBeGreaterThan(0);
  return { slug: top.value, count: top.count };
}

const filters = (page: Page) => page.getByRole("complementary", { name: "Filters" });
const checkbox = (page: Page, group: string, name: RegExp) =>
  filters(page).getByRole("group", { name: group }).getByRole("checkbox", { name });

test("a category page filters by funding stage and LPA band from the keyboard, in the URL, with counts", async ({
  page,
}) => {
  const { slug, count } = await busiestCategory(page);
  await page.goto(`/category/${slug}`);

  const seriesA = checkbox(page, "Funding stage", /^Series A/);
  await seriesA.focus();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(new RegExp(`/category/${slug}\\?stage=series-a$`));
  await expect(checkbox(page, "Funding stage", /^Series A/)).toBeChecked();

  const band = checkbox(page, "Pay in LPA (₹)", /^₹20\+ LPA/);
  // The band's count is the jobs it would give under the chosen stage: what the page then shows.
  await expect(band).toHaveAccessibleName(new RegExp(`${count} jobs?$`));
  await band.focus();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(new RegExp(`/category/${slug}\\?stage=series-a&lpa=20-plus$`));
  await expect(
    page.getByText(new RegExp(`^${count.toLocaleString("en-IN")} open jobs? matching these filters`)),
  ).toBeVisible();

  // The jobs are the search's for the same parameters, newest first.
  const expected = (await (
    await page.request.get(`/api/search?category=${slug}&stage=series-a&lpa=20-plus&sort=recent&limit=12`)
  ).json()) as SearchAnswer;
  const shown = page.getByRole("article").getByRole("heading", { level: 2 });
  await expect(shown).toHaveCount(expected.jobs.length);
  const titles = await shown.allTextContents();
  expect(titles.map((title) => title.replace(/ \(\d+ yrs\)$/, ""))).toEqual(expected.jobs.map((job) => job.title));

  // The filtered page: out of the index, its alert and feed carry the filters, and axe finds nothing serious.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,follow");
  await expect(page.locator('section[aria-labelledby="category-alert-heading"] input[name="search"]')).toHaveValue(
    `category=${slug}&stage=series-a&lpa=20-plus`,
  );
  await expect(
    page.locator(`link[rel="alternate"][href="/feed.xml?category=${slug}&stage=series-a&lpa=20-plus"]`),
  ).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  // Clear filters goes back to the whole category.
  await filters(page).getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(new RegExp(`/category/${slug}$`));
});

test("without JavaScript the filters are a plain GET form with an Apply button", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const { slug } = await busiestCategory(page);
  await page.goto(`/category/${slug}`);
  await checkbox(page, "Funding stage", /^Series A/).check();
  await checkbox(page, "Pay in LPA (₹)", /^₹20\+ LPA/).check();
  await filters(page).getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`/category/${slug}\\?stage=series-a&lpa=20-plus$`));
  await expect(checkbox(page, "Funding stage", /^Series A/)).toBeChecked();
  expect((await page.goto(`/category/${slug}?stage=series-z`))?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("stage must be one of");
  await context.close();
});

test("on a phone the filters open above the jobs from the Filters control, by keyboard", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  const { slug } = await busiestCategory(page);
  await page.goto(`/category/${slug}?stage=series-a`);
  const control = page.getByRole("button", { name: "Filters 1 chosen" });
  await expect(control).toHaveAttribute("aria-expanded", "false");
  await expect(filters(page)).toBeHidden();
  await control.focus();
  await page.keyboard.press("Enter");
  await expect(filters(page)).toBeFocused();
  const filtersTop = (await filters(page).boundingBox())!.y;
  const firstJobTop = (await page.getByRole("article").first().boundingBox())!.y;
  expect(filtersTop).toBeLessThan(firstJobTop);
  await expect(checkbox(page, "Funding stage", /^Series A/)).toBeChecked();
  // Fits a phone: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});
