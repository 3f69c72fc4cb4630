import { expect, test, type Page } from "./test";
import { seriousViolations } from "./employer-helpers";

// axe on two pages at two widths: up to a minute on the shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

/**
 * Issue 44 point 2, 'Pay at a glance': a job page's first screen (a phone's 390x844 and a desktop's 1280x800) shows its
 * pay with what similar roles pay, experience, workplace and equity; the search offers one salary filter, 'Remote'
 * once, and a sort by pay.
 */

/** A demo job paid in rupees whose page shows what similar roles pay (most such jobs do; decision 175). */
async function jobWithSimilarPay(page: Page): Promise<{ path: string; salary: string; equity: string }> {
  const found = await page.request.get("/api/search?lpa=10-20&limit=20");
  const { jobs } = (await found.json()) as {
    jobs: { id: number; slug: string; salary: string; equity: string | null }[];
  };
  for (const job of jobs) {
    const path = `/job-details/${job.id}/${job.slug}`;
    const html = await (await page.request.get(path)).text();
    if (html.includes('data-testid="similar-pay"') && job.equity)
      return { path, salary: job.salary, equity: job.equity };
  }
  throw new Error("No demo job with LPA pay of ₹10-20 shows what similar roles pay");
}

async function expectFactsInFirstScreen(page: Page, job: { salary: string; equity: string }) {
  const facts = page.getByTestId("job-facts");
  await expect(facts).toBeVisible();
  await expect(facts.getByText(job.salary)).toBeVisible();
  await expect(facts.getByTestId("similar-pay")).toContainText(
    /^Similar roles in .+ pay ₹[\d.]+-[\d.]+ LPA \(median ₹[\d.]+ LPA, \d+ jobs\)$/,
  );
  await expect(facts.getByText(/^\d+-\d+ years$|^\d+\+ years$/)).toBeVisible();
  await expect(facts.getByText(/^(On-site|Hybrid|Remote)$/)).toBeVisible();
  await expect(facts.getByText(job.equity)).toBeVisible();
  // Before the description, and wholly within the first viewport without scrolling.
  const viewport = page.viewportSize()!;
  const box = (await facts.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  const description = (await page.getByRole("heading", { name: "Job Description" }).boundingBox())!;
  expect(description.y).toBeGreaterThan(box.y + box.height);
  // Each fact once, written one way (decision 198): the sidebar's summary keeps what only it says (the similar jobs
  // under it are other jobs, with their own pay).
  const summary = page.getByRole("complementary", { name: "Job summary" }).locator("section").first();
  expect(await summary.getByRole("term").allTextContents()).toEqual(expect.arrayContaining(["Posted", "Education"]));
  for (const term of await summary.getByRole("term").allTextContents())
    expect(["Posted", "Closes", "Education"]).toContain(term);
  await expect(summary).not.toContainText(job.salary);
  await expect(page.getByRole("main").getByText(/^\d+ ?- ?\d+ years$|^\d+\+ years$/)).toHaveCount(1);
}

test("a job page shows pay, experience, workplace and equity in a phone's first screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const job = await jobWithSimilarPay(page);
  await page.goto(job.path);
  await expectFactsInFirstScreen(page, job);
  expect(await seriousViolations(page)).toEqual([]);
});

test("a job page shows the same facts in a desktop's first screen", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const job = await jobWithSimilarPay(page);
  await page.goto(job.path);
  await expectFactsInFirstScreen(page, job);
});

test("the search offers one salary filter, 'Remote' once, and sorts by pay, highest first", async ({ page }) => {
  await page.goto("/search/job?q=engineer");
  const filters = page.getByRole("complementary", { name: "Filters" });
  await expect(filters.getByRole("group", { name: "Pay in LPA (₹)" })).toBeVisible();
  await expect(filters.getByRole("group", { name: "Minimum salary" })).toHaveCount(0);
  await expect(filters.getByLabel(/^Remote/)).toHaveCount(1);
  await expect(filters.getByRole("group", { name: "Workplace" }).getByLabel(/^Remote/)).toHaveCount(1);

  await page.getByLabel("Sort by").selectOption("pay");
  await expect(page).toHaveURL(/sort=pay/);
  // The first card pays at least as much as the next (the yearly rupee figures the API gives for the same page).
  const answer = await (await page.request.get("/api/search?q=engineer&sort=pay&limit=6")).json();
  const yearly = (job: { salaryMax: number | null; salaryMin: number | null; salaryUnit: string; currency: string }) =>
    job.currency === "INR" ? (job.salaryMax ?? job.salaryMin ?? 0) * (job.salaryUnit === "MONTH" ? 12 : 1) : null;
  const inrPay = answer.jobs.map(yearly).filter((pay: number | null) => pay !== null);
  expect(inrPay).toEqual([...inrPay].sort((a: number, b: number) => b - a));
  await expect(page.getByRole("heading", { level: 2, name: answer.jobs[0].title }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
