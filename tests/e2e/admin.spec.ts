import { expect, test } from "./test";
import { fixture, startCareerSite, type CareerSite } from "../helpers/career-site-server";
import { newCandidate, signInNewCandidate } from "./accounts-helpers";
import {
  adminPage,
  fillJobForm,
  newEmployer,
  promoteToAdmin,
  seriousViolations,
  signInNewEmployer,
} from "./employer-helpers";

test.describe.configure({ timeout: 120_000 });

let site: CareerSite;
test.beforeAll(async () => {
  site = await startCareerSite({ "/v1/boards/acmerobotics/jobs": { body: fixture("greenhouse-acme.json") } });
});
test.afterAll(async () => {
  await site?.close();
});

test("an admin adds a collector source on screen, runs it against a fixture site, sees its jobs, pauses it; the audit log shows each action", async ({
  page,
}) => {
  const admin = newCandidate("admin");
  await signInNewCandidate(page, admin);
  // Admins are made only from the command line (npm run user), never from a page.
  const before = await page.goto("/admin");
  expect(before?.status()).toBe(404);
  await promoteToAdmin(admin.email);
  // The role is read with the session on every request: no new sign-in needed.

  for (const path of ["/admin", "/admin/users", "/admin/jobs", "/admin/companies", "/admin/mail"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }

  const company = `Acme Robotics ${Date.now().toString(36)}`;
  await page.goto("/admin/sources");
  expect(await seriousViolations(page)).toEqual([]);
  // The same validation as the CLI: a javascript: URL is refused.
  await page.getByLabel("Source company").fill(company);
  await page.getByLabel("Type").selectOption("greenhouse");
  await page.getByLabel("Feed or page URL").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Add source" }).click();
  await expect(page.getByText("url must be an http:// or https:// address").first()).toBeVisible();

  await page.getByLabel("Source company").fill(company);
  await page.getByLabel("Type").selectOption("greenhouse");
  await page.getByLabel("Feed or page URL").fill(site.url("/v1/boards/acmerobotics/jobs?content=true"));
  await page.getByRole("button", { name: "Add source" }).click();
  await expect(page.getByRole("status").filter({ hasText: `added: ${company}` })).toBeVisible();

  // The row's buttons pass axe's label-in-name rule (the accessible name holds the visible 'Run now'),
  // and the check runs that rule: a button named otherwise is reported.
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const wrong = document.createElement("button");
    wrong.id = "label-in-name-probe";
    wrong.setAttribute("aria-label", "Run Probe Co now");
    wrong.textContent = "Run now";
    document.querySelector("main")!.append(wrong);
  });
  expect((await seriousViolations(page)).join("\n")).toContain("label-content-name-mismatch");
  await page.evaluate(() => document.getElementById("label-in-name-probe")!.remove());
  await page.getByRole("button", { name: `Run now: ${company}` }).click();
  await expect(page.getByRole("status").filter({ hasText: /Run succeeded: \d+ found, [1-9]\d* added/ })).toBeVisible({
    timeout: 30_000,
  });
  const sourcesTable = page.getByRole("table", { name: "Sources with their last run" });
  const row = sourcesTable.getByRole("row").filter({ hasText: company });
  await expect(row).toContainText("succeeded");

  await page.goto(`/jobs/${encodeURIComponent(company)}`);
  await expect(page.getByRole("heading", { name: /Data Scientist/ }).first()).toBeVisible();
  // Freshness: a collected job says where it came from and when it was last seen open there,
  // on its card (company page, search results) and on its page.
  const verified = /Verified open (just now|\d+ minutes? ago) on the company's careers page/;
  await expect(
    page
      .getByRole("article")
      .filter({ hasText: /Data Scientist/ })
      .first(),
  ).toContainText(verified);
  await page.goto(`/search/job?q=${encodeURIComponent(`Data Scientist ${company}`)}`);
  await expect(
    page
      .getByRole("article")
      .filter({ has: page.getByRole("link", { name: /Data Scientist/ }) })
      .filter({ hasText: company })
      .first(),
  ).toContainText(verified);
  await page.goto(`/jobs/${encodeURIComponent(company)}`);
  await page
    .getByRole("link", { name: /View details of Data Scientist/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/job-details\//);
  // The job's own header says it; similar jobs from the same careers page may say it too, in their cards.
  await expect(
    page
      .getByRole("article")
      .locator("header")
      .first()
      .getByText(/Verified open (just now|\d+ minutes? ago) on the company's careers page/),
  ).toBeVisible();

  await page.goto("/admin/sources");
  await page.getByRole("button", { name: `Pause ${company}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Source paused" })).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Sources with their last run" }).getByRole("row").filter({ hasText: company }),
  ).toContainText("paused");

  const audit = page.getByRole("region", { name: "Audit log" });
  for (const action of ["source.add", "source.run", "source.pause"])
    await expect(audit.getByRole("cell", { name: action, exact: true }).first()).toBeVisible();

  // Moderating a job: close it from the admin jobs screen; the audit log says who did it.
  await page.goto(`/admin/jobs?q=${encodeURIComponent(company)}`);
  const firstClose = page.getByRole("button", { name: /^Close job \d+$/ }).first();
  await firstClose.click();
  await expect(page.getByRole("status").filter({ hasText: "Job closed" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Audit log" }).getByRole("cell", { name: "job.close", exact: true }).first(),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Audit log" }).getByRole("cell", { name: admin.email }).first(),
  ).toBeVisible();
});

test("an admin reads a held posting before deciding, filters companies by verification and merges two picked by name (issue 44)", async ({
  page,
  browser,
}) => {
  // Two companies of one run: one unverified (its job is held), one verified at its domain.
  const run = `Merge${Date.now().toString(36)}`;
  const held = newEmployer(run.toLowerCase(), { verify: false });
  await signInNewEmployer(page, held);
  const title = `Growth Marketer ${run}`;
  await fillJobForm(page, title, held);
  await page
    .getByLabel("Job description")
    .fill("Grow our users across India.\n\nWhat you will do:\n- Run weekly campaigns\n- Report what worked");
  await page.getByRole("button", { name: "Post Job" }).click();
  await expect(page).toHaveURL(/\/dashboard\/jobs-list\?created=\d+/);
  const kept = newEmployer(run.toLowerCase());
  const keptPage = await browser.newPage();
  await signInNewEmployer(keptPage, kept);
  await keptPage.close();

  const admin = await adminPage(browser, "reader");
  await admin.goto("/admin/review");
  await expect(admin.getByRole("heading", { level: 1, name: "Review" })).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);
  const entry = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { name: title }) });
  // The posting itself: its description as the job page renders it, its facts, its apply link, its company and why it is held.
  const description = entry.getByRole("region", { name: `Description of ${title}` });
  await expect(description.getByText("Grow our users across India.")).toBeVisible();
  await expect(description.getByRole("listitem")).toHaveText(["Run weekly campaigns", "Report what worked"]);
  const facts = entry.getByTestId("held-facts");
  await expect(facts).toContainText("₹18-24 LPA");
  await expect(facts).toContainText("3-6 years");
  await expect(facts).toContainText("Full-time");
  await expect(facts).toContainText("Bengaluru, Karnataka");
  const apply = entry.getByRole("link", { name: `${held.website}/careers/backend` });
  await expect(apply).toHaveAttribute("href", `${held.website}/careers/backend`);
  await expect(apply).toHaveAttribute("rel", "noopener noreferrer");
  await expect(entry).toContainText(held.company);
  await expect(entry).toContainText("Not verified");
  await expect(entry.getByRole("list", { name: "Held because" })).toContainText("Company not verified yet");

  // The companies list says which are verified and filters by it, with counts.
  await admin.goto(`/admin/companies?q=${encodeURIComponent(run)}`);
  expect(await seriousViolations(admin)).toEqual([]);
  const companies = admin.getByRole("list", { name: "Companies" });
  await expect(companies.getByRole("listitem")).toHaveCount(2);
  const filter = admin.getByRole("navigation", { name: "Verification" });
  await expect(filter.getByRole("link", { name: "All (2)" })).toHaveAttribute("aria-current", "page");
  await filter.getByRole("link", { name: "Verified (1)", exact: true }).click();
  await expect(filter.getByRole("link", { name: "Verified (1)", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(companies.getByRole("listitem")).toHaveCount(1);
  await expect(companies.getByRole("listitem")).toContainText(kept.company);
  await expect(companies.getByRole("listitem")).toContainText("Verified");
  await filter.getByRole("link", { name: "Not verified (1)" }).click();
  await expect(companies.getByRole("listitem")).toHaveCount(1);
  await expect(companies.getByRole("listitem")).toContainText(held.company);
  await expect(companies.getByRole("listitem")).toContainText("Not verified");
  expect(await seriousViolations(admin)).toEqual([]);

  // Merging picks both companies by name, the domain beside each; the same company twice is refused, saying so.
  await admin.goto(`/admin/companies?q=${encodeURIComponent(run)}`);
  const host = (employer: typeof held) => new URL(employer.website).host;
  const from = `${held.company} — ${host(held)} · not verified · 1 job`;
  const into = `${kept.company} — ${host(kept)} · verified · 0 jobs`;
  await admin.getByLabel("Merge this company (it is removed)").selectOption({ label: from });
  await admin.getByLabel("Into this company (it is kept)").selectOption({ label: from });
  await admin.getByRole("button", { name: "Merge" }).click();
  await expect(admin.getByText("Choose two different companies").first()).toBeVisible();
  await admin.getByLabel("Merge this company (it is removed)").selectOption({ label: from });
  await admin.getByLabel("Into this company (it is kept)").selectOption({ label: into });
  await admin.getByRole("button", { name: "Merge" }).click();
  await expect(
    admin.getByRole("status").filter({ hasText: `${held.company} merged into ${kept.company}; 1 job(s) moved` }),
  ).toBeVisible();
  await expect(companies.getByRole("listitem")).toHaveCount(1);
  await expect(companies.getByRole("listitem")).toContainText(kept.company);
});
