/**
 * The site's links without a hook each (app/lib/site-links.tsx, decision 152): a plain click is a navigation inside
 * the page, as React Router's <Link> makes it; a click that asks for a new tab is the browser's; without JavaScript
 * each is an ordinary link.
 */
import { expect, test, type Page } from "./test";

/** Counts the page's document loads from now on (a client-side navigation loads none). */
function documentLoads(page: Page): () => number {
  let loads = 0;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads++;
  });
  return () => loads;
}

test("a plain click on a site link navigates inside the page, and Back returns inside it too", async ({ page }) => {
  await page.goto("/search/job?q=engineer");
  const loads = documentLoads(page);
  await page.evaluate(() => ((window as unknown as { keptAcross: string }).keptAcross = "this document"));

  const firstJob = page.getByRole("article").first();
  const title = await firstJob.getByRole("heading").innerText();
  await firstJob.getByRole("link", { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/job-details\/\d+\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/job-details\/\d+\//);

  expect(loads()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { keptAcross?: string }).keptAcross)).toBe("this document");
});

test("a click that asks for a new tab opens the link there and leaves the page as it was", async ({
  page,
  context,
}) => {
  await page.goto("/search/job?q=engineer");
  const firstJob = page.getByRole("article").first();
  const title = await firstJob.getByRole("heading").innerText();
  const opened = context.waitForEvent("page");
  await firstJob.getByRole("link", { name: title, exact: true }).click({ modifiers: ["ControlOrMeta"] });
  const tab = await opened;
  // A new tab starts at about:blank, whose load can come first: wait for the job page's address itself.
  await expect(tab).toHaveURL(/^http:\/\/[^/]+\/job-details\/\d+\//);
  await expect(page).toHaveURL(/\/search\/job\?q=engineer$/);
  await tab.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a site link is an ordinary link", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("contentinfo").getByRole("link", { name: "Browse Jobs" }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
