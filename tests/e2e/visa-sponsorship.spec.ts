import { expect, test } from "./test";
import { fillJobForm, newEmployer, seriousViolations, signInNewEmployer } from "./employer-helpers";

// A sign-up, two forms and four pages: a few minutes on the shared 2-core machine.
test.describe.configure({ timeout: 360_000 });

/**
 * Issue 45 point 3's 'Done means' (decision 191): an employer says on the company profile that the company sponsors
 * work visas and posts a job; a candidate filters the job search by 'Sponsors visas' (a declared facet, shown by the
 * filter panel's declared groups with no code of its own) and finds the job, not with 'No visa sponsorship'; then
 * finds the company on /companies by the same filter.
 */
test("an employer's visa sponsorship reaches the job search and the company directory as a filter", async ({
  page,
  browser,
}) => {
  const employer = newEmployer("visa");
  await signInNewEmployer(page, employer);

  await page.goto("/dashboard/company");
  await page.getByLabel("Visa sponsorship").selectOption("yes");
  await page.getByRole("button", { name: "Save Company Profile" }).click();
  await expect(
    page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: "Company profile updated" }),
  ).toBeVisible();
  await expect(page.getByLabel("Visa sponsorship")).toHaveValue("yes");

  await page.goto("/dashboard/create-a-job");
  const title = `Visa Ready Platform Engineer ${Date.now().toString(36)}`;
  await fillJobForm(page, title, employer);
  await page.getByRole("button", { name: "Post Job" }).click();
  await expect(page).toHaveURL(/\/dashboard\/jobs-list\?created=\d+/);

  // A candidate (another browser context, signed out): the filter applies at once, with its count beside it.
  const candidate = await browser.newContext();
  const visitor = await candidate.newPage();
  await visitor.goto("/search/job?q=visa%20ready%20platform%20engineer", { waitUntil: "networkidle" });
  const filters = visitor.getByRole("complementary", { name: "Filters" });
  const visa = filters.getByRole("group", { name: "Visa sponsorship" });
  await expect(visa.getByLabel(/Sponsors visas/)).toBeVisible();
  await visa.getByLabel(/Sponsors visas/).check();
  await expect(visitor).toHaveURL(/visa=yes/);
  await expect(visitor.getByRole("heading", { level: 2, name: title })).toBeVisible();
  expect(await seriousViolations(visitor)).toEqual([]);

  await visitor.goto("/search/job?q=visa%20ready%20platform%20engineer&visa=no", { waitUntil: "networkidle" });
  await expect(visitor.getByRole("group", { name: "Visa sponsorship" }).first()).toBeVisible();
  await expect(visitor.getByRole("heading", { level: 2, name: title })).toHaveCount(0);

  // /jobs takes the same parameter: the newest sponsored jobs, this one among them.
  await visitor.goto("/jobs?visa=yes&sort=recent", { waitUntil: "networkidle" });
  await expect(visitor.getByRole("heading", { level: 2, name: title })).toBeVisible();

  await visitor.goto("/companies");
  await visitor
    .getByRole("group", { name: "Visa sponsorship" })
    .getByLabel(/Sponsors visas/)
    .check();
  await visitor.getByRole("button", { name: "Apply filters" }).click();
  await expect(visitor).toHaveURL(/visa=yes/);
  const card = visitor.getByRole("listitem").filter({ has: visitor.getByRole("heading", { name: employer.company }) });
  // The directory is kept for a few seconds: a reload after that shows a company edited moments ago.
  await expect(async () => {
    await visitor.reload();
    await expect(card).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  expect(await seriousViolations(visitor)).toEqual([]);
  await visitor.goto("/companies?visa=no");
  await expect(
    visitor.getByRole("listitem").filter({ has: visitor.getByRole("heading", { name: employer.company }) }),
  ).toHaveCount(0);
  await candidate.close();
});
