// Feed discovery: every page links its RSS feed (link rel=alternate), and the search, category and company pages
// link a feed of their own query that answers with the page's jobs, as valid RSS 2.0.
import { expect, test, type Page } from "./test";

const FEED_LINK = 'head link[rel="alternate"][type="application/rss+xml"]';

async function feedHrefs(page: Page): Promise<string[]> {
  return page.locator(FEED_LINK).evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}

/** The job-details paths shown on the page (each job once). */
async function jobPathsOnPage(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('main a[href^="/job-details/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return [...new Set(hrefs)];
}

/** The feed read as a feed reader would: parsed as XML in the browser, with the parts RSS 2.0 requires. */
async function readFeed(page: Page, href: string) {
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await response.text();
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const channel = doc.querySelector("rss > channel");
    return {
      parseError: doc.querySelector("parsererror")?.textContent ?? null,
      version: doc.documentElement.getAttribute("version"),
      channel: ["title", "link", "description"].map(
        (name) => channel?.querySelector(`:scope > ${name}`)?.textContent ?? "",
      ),
      items: [...doc.querySelectorAll("rss > channel > item")].map((item) => ({
        title: item.querySelector("title")?.textContent ?? "",
        path: new URL(item.querySelector("link")?.textContent ?? "", "http://x").pathname,
        guid: item.querySelector("guid")?.textContent ?? "",
      })),
    };
  }, xml);
}

async function expectValidFeed(page: Page, href: string) {
  const feed = await readFeed(page, href);
  expect(feed.parseError).toBeNull();
  expect(feed.version).toBe("2.0");
  for (const part of feed.channel) expect(part).not.toBe("");
  for (const item of feed.items) {
    expect(item.title).not.toBe("");
    expect(item.guid).not.toBe("");
  }
  return feed;
}

test("every page links the board's feed, and it is valid RSS", async ({ page }) => {
  for (const path of ["/", "/about", "/login", "/jobs"]) {
    await page.goto(path);
    expect(await feedHrefs(page)).toContain("/feed.xml");
  }
  const feed = await expectValidFeed(page, "/feed.xml");
  expect(feed.items.length).toBeGreaterThan(0);
});

test("a search page links a feed of the same query that answers with the page's jobs", async ({ page }) => {
  await page.goto("/search/python?location=pune");
  const own = (await feedHrefs(page)).find((href) => href !== "/feed.xml");
  expect(own).toBe("/feed.xml?q=python&location=pune");
  const shown = await jobPathsOnPage(page);
  expect(shown.length).toBeGreaterThan(0);
  const feed = await expectValidFeed(page, own!);
  // The feed lists the newest 50 matches (the page ranks them by relevance): with fewer, it holds every job shown.
  expect(feed.items.length).toBeGreaterThan(0);
  expect(feed.items.length).toBeLessThan(50);
  expect(feed.items.map((item) => item.path)).toEqual(expect.arrayContaining(shown));
});

test("a category page and a company page link their own feeds, newest first like the page", async ({ page }) => {
  await page.goto("/category/marketing");
  const categoryFeed = (await feedHrefs(page)).find((href) => href !== "/feed.xml");
  expect(categoryFeed).toBe("/feed.xml?category=marketing");
  const categoryJobs = await jobPathsOnPage(page);
  const categoryItems = (await expectValidFeed(page, categoryFeed!)).items.map((item) => item.path);
  expect(categoryItems.slice(0, categoryJobs.length)).toEqual(categoryJobs);

  const companyPath = await page.locator("main a[href^='/job-details/']").first().getAttribute("href");
  expect(companyPath).toBeTruthy();
  await page.goto(companyPath!);
  await page.locator('main a[href^="/jobs/"]').first().click();
  await expect(page).toHaveURL(/\/jobs\/[^/]+$/);
  // A link followed in the browser changes the URL before React has put the new page's head in place: ask until it has.
  const ownFeed = async () => (await feedHrefs(page)).find((href) => href !== "/feed.xml");
  await expect.poll(ownFeed).toMatch(/^\/feed\.xml\?company=[a-z0-9-]+$/);
  const companyFeed = await ownFeed();
  const companyJobs = await jobPathsOnPage(page);
  const companyItems = (await expectValidFeed(page, companyFeed!)).items.map((item) => item.path);
  expect(companyItems.slice(0, companyJobs.length)).toEqual(companyJobs);
});

test("a feed for an unknown company or a bad filter says so instead of an empty feed", async ({ page }) => {
  expect((await page.request.get("/feed.xml?company=no-such-company-anywhere")).status()).toBe(404);
  expect((await page.request.get("/feed.xml?type=Astronaut")).status()).toBe(400);
});
