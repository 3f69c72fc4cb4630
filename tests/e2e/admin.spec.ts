import { expect, test } from "./test";
import { fixture, startCareerSite, type CareerSite } from "../helpers/career-site-server";
import { newCandidate, register } from "./accounts-helpers";
import { promoteToAdmin, seriousViolations } from "./employer-helpers";

test.describe.configure({ timeout: 120_000 });

let site: CareerSite;
test.beforeAll(async () => {
  site = await startCareerSite({ "/v1/boards/acmerobotics/jobs": { body: fixture("greenhouse-acme.json") } });
});
test.afterAll(async () => {
  await site?.close();
});

test("an admin adds a collector source on screen, runs it against a fixture site, sees its jobs, pauses it; the audit log shows each action", async ({ page }) => {
  const admin = newCandidate("admin");
  await register(page, admin);
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
  await expect(page.getByRole("status").filter({ hasText: /Run succeeded: \d+ found, [1-9]\d* added/ })).toBeVisible({ timeout: 30_000 });
  const sourcesTable = page.getByRole("table", { name: "Sources with their last run" });
  const row = sourcesTable.getByRole("row").filter({ hasText: company });
  await expect(row).toContainText("succeeded");

  await page.goto(`/jobs/${encodeURIComponent(company)}`);
  await expect(page.getByRole("heading", { name: /Data Scientist/ }).first()).toBeVisible();
  // Freshness: a collected job says where it came from and when it was last seen open there,
  // on its card (company page, search results) and on its page.
  const verified = /Verified open (just now|\d+ minutes? ago) on the company's careers page/;
  await expect(page.getByRole("article").filter({ hasText: /Data Scientist/ }).first()).toContainText(verified);
  await page.goto(`/search/job?q=${encodeURIComponent(`Data Scientist ${company}`)}`);
  await expect(page.getByRole("article").filter({ has: page.getByRole("link", { name: /Data Scientist/ }) }).filter({ hasText: company }).first()).toContainText(verified);
  await page.goto(`/jobs/${encodeURIComponent(company)}`);
  await page.getByRole("link", { name: /View details of Data Scientist/ }).first().click();
  await expect(page).toHaveURL(/\/job-details\//);
  await expect(page.getByText(/Verified open (just now|\d+ minutes? ago) on the company's careers page/)).toBeVisible();

  await page.goto("/admin/sources");
  await page.getByRole("button", { name: `Pause ${company}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Source paused" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Sources with their last run" }).getByRole("row").filter({ hasText: company })).toContainText("paused");

  const audit = page.getByRole("region", { name: "Audit log" });
  for (const action of ["source.add", "source.run", "source.pause"]) await expect(audit.getByRole("cell", { name: action, exact: true }).first()).toBeVisible();

  // Moderating a job: close it from the admin jobs screen; the audit log says who did it.
  await page.goto(`/admin/jobs?q=${encodeURIComponent(company)}`);
  const firstClose = page.getByRole("button", { name: /^Close job \d+$/ }).first();
  await firstClose.click();
  await expect(page.getByRole("status").filter({ hasText: "Job closed" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Audit log" }).getByRole("cell", { name: "job.close", exact: true }).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Audit log" }).getByRole("cell", { name: admin.email }).first()).toBeVisible();
});
