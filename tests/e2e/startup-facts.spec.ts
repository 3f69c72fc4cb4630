import { expect, test } from "./test";
import { fillJobForm, newEmployer, registerEmployer, seriousViolations } from "./employer-helpers";

// A sign-up, two forms, three pages and axe: about two minutes on the shared 2-core machine.
test.describe.configure({ timeout: 240_000 });

/**
 * Issue 29's 'Done means', as far as it is built: an employer sets the company's stage, size and remote policy and
 * posts a job with equity; the job shows its pay in LPA; a candidate finds the company on /companies by its stage
 * and size, and its page shows the facts. (Filtering the job search by stage, size and LPA band is not built yet.)
 */
test("an employer's startup facts and equity reach the job page and the company directory", async ({ page, browser }) => {
  const employer = newEmployer("facts");
  await registerEmployer(page, employer);

  await page.goto("/dashboard/company");
  await page.getByLabel("Funding stage").selectOption("series-a");
  await page.getByLabel("Company size").selectOption("11-50");
  await page.getByLabel("Remote policy").selectOption("hybrid");
  await page.getByLabel("Founded (year)").fill(String(new Date().getUTCFullYear() + 1));
  await page.getByRole("button", { name: "Save Company Profile" }).click();
  await expect(page.getByRole("form", { name: "Company profile" }).getByText("The founded year cannot be in the future")).toBeVisible();
  await page.getByLabel("Founded (year)").fill("2021");
  await page.getByLabel("One-line pitch").fill("Payroll that small shops trust");
  await page.getByRole("button", { name: "Save Company Profile" }).click();
  await expect(page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: "Company profile updated" })).toBeVisible();
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

  await visitor.goto("/companies");
  await expect(visitor.getByRole("heading", { level: 1, name: "Startups hiring now" })).toBeVisible();
  expect(await seriousViolations(visitor)).toEqual([]);
  await visitor.getByRole("group", { name: "Funding stage" }).getByLabel(/Series A/).check();
  await visitor.getByRole("group", { name: "Team size" }).getByLabel(/^11-50/).check();
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
  expect(organization).toMatchObject({ "@type": "Organization", name: employer.company, foundingDate: "2021", numberOfEmployees: { minValue: 11, maxValue: 50 } });
  await candidate.close();
});
