import type { Page } from "@playwright/test";
import { relativeTime } from "../../core/jobs";
import { expect, test, waitForHydration } from "./test";

/**
 * React reports a page whose server HTML differs from what the browser renders (a hydration mismatch) on the console
 * (in production as "Minified React error #418/#423/#425", or an uncaught error), and then renders the whole document
 * again in the browser: the first paint is thrown away and elements the server wrote (the stylesheet) can end up
 * twice. None of the pages people land on may do that, whether the stylesheet came inline (a first visit) or linked
 * (a page reached from another page of the site, decision 120).
 */
const hydrationProblem = /hydrat|Minified React error #(418|419|421|422|423|425)\b|did not match|server rendered/i;

// The board's visitors are mostly in India, the server runs in UTC: dates and times must not be rendered in a way
// that depends on where they are rendered.
test.use({ timezoneId: "Asia/Kolkata", locale: "en-IN" });

function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if ((message.type() === "error" || message.type() === "warning") && hydrationProblem.test(message.text()))
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => {
    if (hydrationProblem.test(`${error.message}\n${error.stack ?? ""}`)) problems.push(`uncaught: ${error.message}`);
  });
  return problems;
}

async function jobPagePath(request: import("@playwright/test").APIRequestContext): Promise<string> {
  const [job] = (await (await request.get("/api/alljobs/0?limit=1")).json()) as { id: number; slug: string }[];
  return `/job-details/${job.id}/${job.slug}`;
}

for (const name of ["home", "jobs", "search", "job"] as const) {
  test(`the ${name} page hydrates without a mismatch, stylesheet inline or linked`, async ({ page, request }) => {
    const url =
      name === "home"
        ? "/"
        : name === "jobs"
          ? "/jobs"
          : name === "search"
            ? "/search/job?q=engineer"
            : await jobPagePath(request);
    const problems = collectProblems(page);
    // A first visit: the stylesheet inline (the fixture waits until React has hydrated).
    const first = await page.goto(url);
    expect(first?.ok()).toBe(true);
    // A mismatch is reported while React hydrates, before the mark the fixture waits for; give the console a moment.
    await page.waitForTimeout(300);
    expect(problems).toEqual([]);
    await expect(page.locator("[data-site-css]")).toHaveCount(1);
    expect(await page.locator("[data-site-css]").evaluate((element) => element.tagName)).toBe("STYLE");
    // The same page opened again from a page of the site (a script's navigation: Sec-Fetch-Site: same-origin), so that
    // the stylesheet is linked.
    const navigation = page.waitForResponse(
      (response) => response.request().isNavigationRequest() && response.request().frame() === page.mainFrame(),
    );
    await page.evaluate((target) => window.location.assign(target), url);
    const again = await navigation;
    expect(again.ok()).toBe(true);
    expect(await again.request().headerValue("sec-fetch-site")).toBe("same-origin");
    await page.waitForLoadState("load");
    await waitForHydration(page);
    expect(await page.locator("[data-site-css]").evaluate((element) => element.tagName)).toBe("LINK");
    await expect(page.locator("[data-site-css]")).toHaveCount(1);
    await page.waitForTimeout(300);
    expect(problems).toEqual([]);
  });
}

test("a page read days after it was rendered (a cached page) hydrates without a mismatch, then tells its times by the visitor's clock", async ({
  page,
}) => {
  // The browser's clock three days on: its relative times differ from the server's ('2 hours ago' against '3 days ago').
  const later = Date.now() + 3 * 86_400_000;
  await page.clock.setFixedTime(later);
  const problems = collectProblems(page);
  const response = await page.goto("/");
  expect(response?.ok()).toBe(true);
  await page.waitForTimeout(300);
  expect(problems).toEqual([]);
  const posted = page.locator("section[aria-labelledby=recent-jobs-heading] time").first();
  const postedAt = await posted.getAttribute("datetime");
  await expect(posted).toHaveText(relativeTime(postedAt!, new Date(Math.floor(later / 60_000) * 60_000)));
});
