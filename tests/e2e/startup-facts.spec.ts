import { expect, test } from "./test";
import { fillJobForm, newEmployer, seriousViolations, signInNewEmployer } from "./employer-helpers";
import { newCandidate, signInNewCandidate } from "./accounts-helpers";

// Two sign-ups, three forms, five pages and axe: a few minutes on the shared 2-core machine.
test.describe.configure({ timeout: 360_000 });

/**
 * Issue 29's 'Done means': an employer sets the company's stage, size and remote policy and posts a job with equity;
 * the job shows its pay in LPA; a candidate filters the job search by 'Series A', '11-50' and '₹20+ LPA' (declared
 * facets, decision 140) and finds it, saves the search as an alert named by those filters, then finds the company on
 * /companies by its stage and size, and its page shows the facts.
 */
test("an employer's startup facts and equity reach the job page and the company directory", async ({
  page,
  browser,
}) => {
  const employer = newEmployer("facts");
  await signInNewEmployer(page, employer);

  await page.goto("/dashboard/company");
  await page.getByLabel("Funding stage").selectOption("series-a");
  await page.getByLabel("Company size").selectOption("11-50");
  await page.getByLabel("Remote policy").selectOption("hybrid");
  await page.getByLabel("Founded (year)").fill(String(new Date().getUTCFullYear() + 1));
  await page.getByRole("button", { name: "Save Company Profile" }).click();
  await expect(
    page.getByRole("form", { name: "Company profile" }).getByText("The founded year cannot be in the future"),
  ).toBeVisible();
  await page.getByLabel("Founded (year)").fill("2021");
  await page.getByLabel("One-line pitch").fill("Payroll that small shops trust");
  await page.getByRole("button", { name: "Save Company Profile" }).click();
  await expect(
    page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: "Company profile updated" }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto("/dashboard/create-a-job");
  const title = `Founding Payroll Engineer ${Date.now().toString(36)}`;
  await fillJobForm(page, title, employer);
  await page.getByLabel("Workplace").selectOption("hybrid");
  await page.getByLabel("Equity (%)").fill("0.5-0.1");
  await page.getByRole("button", { name: "Post Job" }).click();
  await expect(page.getByText("The equity range's first number must not be above its second").first()).toBeVisible();
  await page.getByLabel("Equity (%)").fill("0.1-0.5");
  await page.getByRole("button", { name: "Post Job" }).click();
  await expect(page).toHaveURL(/\/dashboard\/jobs-list\?created=\d+/);
  const jobId = /created=(\d+)/.exec(page.url())![1];

  // A candidate (another browser context) reads the pay as '₹18-24 LPA' and finds the company by stage and size.
  const candidate = await browser.newContext();
  const visitor = await candidate.newPage();
  await visitor.goto(`/job/${jobId}`);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText("₹18-24 LPA").first()).toBeVisible();

  // The job search, filtered by the company's stage and size and the job's LPA band: each choice applies at once.
  await signInNewCandidate(visitor, newCandidate("facts"));
  await visitor.goto("/search/job?q=payroll%20engineer", { waitUntil: "networkidle" });
  const filters = visitor.getByRole("complementary", { name: "Filters" });
  await filters
    .getByRole("group", { name: "Funding stage" })
    .getByLabel(/Series A/)
    .check();
  await expect(visitor).toHaveURL(/stage=series-a/);
  await filters
    .getByRole("group", { name: "Team size" })
    .getByLabel(/^11-50/)
    .check();
  await expect(visitor).toHaveURL(/size=11-50/);
  await filters
    .getByRole("group", { name: "Pay in LPA (₹)" })
    .getByLabel(/₹20\+ LPA/)
    .check();
  await expect(visitor).toHaveURL(/lpa=20-plus/);
  await expect(visitor.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await expect(filters.getByRole("group", { name: "Equity" })).toContainText("Equity offered");
  expect(await seriousViolations(visitor)).toEqual([]);

  // Saved as an alert: it keeps the filters, and its name says them.
  const alertForm = visitor.getByRole("region", { name: "Email me new jobs like these" });
  await alertForm.getByRole("button", { name: "Create alert" }).click();
  await expect(alertForm.getByRole("status")).not.toBeEmpty();
  await visitor.goto("/dashboard/alerts");
  await expect(visitor.getByRole("article", { name: "Payroll engineer · Series A · 11-50 · ₹20+ LPA" })).toBeVisible();

  await visitor.goto("/companies");
  await expect(visitor.getByRole("heading", { level: 1, name: "Startups hiring now" })).toBeVisible();
  expect(await seriousViolations(visitor)).toEqual([]);
  await visitor
    .getByRole("group", { name: "Funding stage" })
    .getByLabel(/Series A/)
    .check();
  await visitor
    .getByRole("group", { name: "Team size" })
    .getByLabel(/^11-50/)
    .check();
  await visitor.getByRole("button", { name: "Apply filters" }).click();
  await expect(visitor).toHaveURL(/stage=series-a/);
  await expect(visitor).toHaveURL(/size=11-50/);
  const card = visitor.getByRole("listitem").filter({ has: visitor.getByRole("heading", { name: employer.company }) });
  // The directory is kept for a few seconds: a reload after that shows a company edited moments ago.
  await expect(async () => {
    await visitor.reload();
    await expect(card).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(card).toContainText("Series A");
  await expect(card).toContainText("Payroll that small shops trust");

  await card.getByRole("link", { name: employer.company, exact: true }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: `Opportunities at ${employer.company}` })).toBeVisible();
  const facts = visitor.getByRole("region", { name: "Company facts" });
  await expect(facts).toContainText("Series A");
  await expect(facts).toContainText("11-50 people");
  await expect(facts).toContainText("Hybrid");
  await expect(facts).toContainText("2021");
  const organization = JSON.parse((await visitor.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(organization).toMatchObject({
    "@type": "Organization",
    name: employer.company,
    foundingDate: "2021",
    numberOfEmployees: { minValue: 11, maxValue: 50 },
  });
  await candidate.close();
});
