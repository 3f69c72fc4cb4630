import { expect, test, type Page } from "./test";

const searchBox = (page: Page) => page.getByRole("combobox", { name: "Search jobs by title, skill or company" });
const resultCount = (page: Page) => page.getByTestId("result-count");
const totalOf = async (page: Page) =>
  Number((await resultCount(page).textContent())!.match(/of ([\d,]+) job/)![1].replaceAll(",", ""));
const cardTitles = (page: Page) => page.locator("main article h2").allTextContents();

test("searching shows ranked results with an exact count and 6 cards a page", async ({ page }) => {
  const response = await page.goto("/search/job?q=python");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Jobs matching “python”" })).toBeVisible();
  await expect(resultCount(page)).toHaveText(/^Showing 1–6 of \d+ jobs$/);
  const titles = await cardTitles(page);
  expect(titles).toHaveLength(6);
  // Title matches rank first.
  for (const title of titles) expect(title.toLowerCase()).toContain("python");
  const card = page.locator("main article").first();
  await expect(card.getByRole("link", { name: /^View details of/ })).toHaveAttribute(
    "href",
    /^\/job-details\/\d+\/[a-z0-9-]+$/,
  );
  await expect(card.getByRole("link", { name: /^Apply now to/ })).toHaveAttribute(
    "href",
    /^\/job-details\/\d+\/[a-z0-9-]+$/,
  );
  await expect(card.getByRole("img")).toHaveAccessibleName(/ logo$/);
  await expect(page).toHaveTitle(/python jobs \| Startup Jobs/);
});

test("a typo and another spelling of a city still find jobs", async ({ page }) => {
  await page.goto("/search/job?q=pyhton%20developer");
  await expect(page.getByText("Showing results for")).toContainText("python (you typed pyhton)");
  expect((await cardTitles(page))[0].toLowerCase()).toContain("python developer");
  await page.goto("/search/job?q=bangalore");
  const bangalore = await totalOf(page);
  await page.goto("/search/job?q=bengaluru");
  expect(await totalOf(page)).toBe(bangalore);
  expect(bangalore).toBeGreaterThan(0);
});

test("/search/{term} searches the URL-decoded term and /jobs lists every job", async ({ page }) => {
  await page.goto("/search/Product%20Manager");
  await expect(page.getByRole("heading", { level: 1, name: "Jobs matching “Product Manager”" })).toBeVisible();
  expect((await cardTitles(page))[0]).toContain("Product Manager");
  await page.goto("/jobs");
  await expect(page.getByRole("heading", { level: 1, name: "All jobs" })).toBeVisible();
  expect(await totalOf(page)).toBe(1200);
  await expect(page.getByLabel("Sort by")).toHaveValue("recent");
});

test("pagination: first, previous, 5 numbers, next, last and 'Page x of y', all in the URL", async ({ page }) => {
  await page.goto("/jobs");
  const pages = page.getByRole("navigation", { name: "Search results pages" });
  await expect(pages.getByText("Page 1 of 200")).toBeVisible();
  await expect(pages.getByRole("link", { name: /^Page \d+$/ })).toHaveCount(4);
  const firstPage = await cardTitles(page);
  await pages.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\/jobs\?page=2$/);
  await expect(pages.getByText("Page 2 of 200")).toBeVisible();
  await expect.poll(() => cardTitles(page)).not.toEqual(firstPage);
  await pages.getByRole("link", { name: "Last page" }).click();
  await expect(page).toHaveURL(/page=200$/);
  await expect(pages.getByText("Page 200 of 200")).toBeVisible();
  await expect(resultCount(page)).toHaveText("Showing 1195–1200 of 1,200 jobs");
  await pages.getByRole("link", { name: "Page 198" }).click();
  await expect(pages.getByText("Page 198 of 200")).toBeVisible();
  await pages.getByRole("link", { name: "First page" }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  // The URL can change a moment before the new page of cards is rendered: wait for the cards.
  await expect(pages.getByText("Page 1 of 200")).toBeVisible();
  await expect.poll(() => cardTitles(page)).toEqual(firstPage);
  // A reload of a page URL gives the same page.
  await page.goto("/jobs?page=3");
  const third = await cardTitles(page);
  await page.reload();
  expect(await cardTitles(page)).toEqual(third);
});

test("sorting by title keeps the query and orders A-Z", async ({ page }) => {
  await page.goto("/search/job?q=engineer");
  await page.getByLabel("Sort by").selectOption("title");
  await expect(page).toHaveURL(/sort=title/);
  await expect(page).toHaveURL(/q=engineer/);
  // The URL changes a moment before the sorted cards render: poll until they have.
  const sortedAZ = (titles: string[]) => [...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
  await expect
    .poll(async () => {
      const titles = await cardTitles(page);
      return titles.length > 0 && titles.join("\n") === sortedAZ(titles).join("\n");
    })
    .toBe(true);
  const options = await page.getByLabel("Sort by").locator("option").allTextContents();
  expect(options).toEqual(["Best Match", "Most Recent", "Highest pay", "Job Title A-Z", "Company Name", "Location"]);
});

test("filters show counts, narrow the results, live in the URL and clear", async ({ page }) => {
  await page.goto("/jobs");
  const filters = page.getByRole("complementary", { name: "Filters" });
  // Remote work is offered once, as a workplace (decision 175).
  const remote = filters.getByRole("group", { name: "Workplace" }).getByRole("checkbox", { name: "Remote" });
  const remoteCount = Number(
    await remote.locator("xpath=ancestor::label").locator("span[aria-hidden='true']").textContent(),
  );
  expect(remoteCount).toBeGreaterThan(0);
  await remote.check();
  await expect(page).toHaveURL(/workplace=remote/);
  await expect(resultCount(page)).toContainText(`of ${remoteCount.toLocaleString("en-IN")} job`);

  const internship = filters.getByRole("group", { name: "Job type" }).getByRole("checkbox", { name: "Internship" });
  const both = Number(
    await internship.locator("xpath=ancestor::label").locator("span[aria-hidden='true']").textContent(),
  );
  await internship.check();
  await expect(page).toHaveURL(/type=Internship/);
  await expect(resultCount(page)).toContainText(both === 1 ? "of 1 job" : `of ${both} jobs`);
  for (const text of await page.locator("main article").allTextContents()) expect(text).toContain("Remote");

  await filters.getByRole("radio", { name: "Last 30 days" }).check();
  await expect(page).toHaveURL(/posted=30d/);
  await filters.getByRole("link", { name: "Clear all filters" }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(resultCount(page)).toContainText("of 1,200 jobs");
});

test("no results: 'No jobs found' and Back to Home", async ({ page }) => {
  await page.goto("/search/job?q=zzqqxx%20nothing");
  await expect(page.getByRole("heading", { name: "No jobs found" })).toBeVisible();
  await expect(resultCount(page)).toHaveText("0 jobs found");
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("suggestions: typed, chosen with the keyboard, closed with Escape", async ({ page }) => {
  await page.goto("/search/job");
  const box = searchBox(page);
  await box.fill("pyth");
  const list = page.getByRole("listbox", { name: "Search suggestions" });
  await expect(list).toBeVisible();
  await expect(list.getByRole("option").first()).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await box.press("Escape");
  await expect(list).toBeHidden();
  await box.press("ArrowDown");
  await expect(list.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  await box.press("ArrowDown");
  const chosen = (await list.getByRole("option").nth(1).locator("span").first().textContent())!;
  await expect(box).toHaveAttribute("aria-activedescendant", "search-page-q-suggestions-1");
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(chosen).replaceAll("%20", "\\+")}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Jobs matching “${chosen}”`);
});

test("suggestions hide after the field loses focus", async ({ page }) => {
  await page.goto("/search/job");
  await searchBox(page).fill("data");
  const list = page.getByRole("listbox", { name: "Search suggestions" });
  await expect(list).toBeVisible();
  await searchBox(page).press("Tab");
  await expect(list).toBeHidden();
});

test("a guest's Save goes to login with a way back and the message", async ({ page }) => {
  await page.goto("/search/job?q=designer");
  await page.locator("main article").first().getByRole("link", { name: "Save job" }).click();
  await expect(page).toHaveURL(/\/login\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get("returnUrl")).toBe("/search/job?q=designer");
  expect(url.searchParams.get("message")).toBe("Please log in to save jobs.");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("search, filter, sort and paginate with plain GET forms", async ({ page }) => {
    await page.goto("/");
    await page.goto("/search/job");
    await searchBox(page).fill("developer");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search\/job\?q=developer/);
    const all = await totalOf(page);
    await page
      .getByRole("complementary", { name: "Filters" })
      .getByRole("checkbox", { name: "Remote" })
      .first()
      .check();
    await page.getByLabel("Sort by").selectOption("company");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/sort=company/);
    const filtered = await totalOf(page);
    expect(filtered).toBeLessThan(all);
    // Enter, not a click, as in shell.spec.ts's "Load more is a link": without JavaScript nothing checks the point.
    await page.getByRole("link", { name: "Next page" }).press("Enter");
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  });
});

test("changing the sort keeps the page the visitor is on (SPEC §4)", async ({ page }) => {
  await page.goto("/search/job?q=engineer&page=3");
  await expect(page.getByText(/^Page 3 of \d+$/)).toBeVisible();
  await page.getByLabel("Sort by").selectOption("title");
  await expect(page).toHaveURL(/sort=title/);
  await expect(page).toHaveURL(/page=3/);
  await expect(page.getByText(/^Page 3 of \d+$/)).toBeVisible();
  await expect(resultCount(page)).toHaveText(/^Showing 13–18 of /);
});

test("a query of markup is shown as text, and the title and description claim no count for it", async ({ page }) => {
  const junk = `<script>alert(1)</script><b>bold</b> ${"x".repeat(80)}`;
  await page.goto(`/search/job?q=${encodeURIComponent(junk)}`);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toContainText("Jobs matching “<script>alert(1)</script><b>bold</b>");
  // Shortened: a pasted page does not become the heading or the title.
  expect((await heading.textContent())!.length).toBeLessThan(80);
  await expect(page.locator("main b")).toHaveCount(0);
  const title = await page.title();
  expect(title).toMatch(/^Search results for “<script>alert\(1\)<\/script>.*…” \| Startup Jobs$/);
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description).toMatch(/^Search results for “<script>/);
  expect(description).not.toMatch(/\d+ open/);
});

test("the search page offers the newsletter once, in the footer", async ({ page }) => {
  await page.goto("/search/job?q=python");
  // The job-alert form beside the results asks for an address too; the newsletter's form is the footer's alone.
  await expect(page.locator('input[id$="newsletter-email"]')).toHaveCount(1);
  await expect(page.getByRole("contentinfo").locator('input[id$="newsletter-email"]')).toHaveCount(1);
});
