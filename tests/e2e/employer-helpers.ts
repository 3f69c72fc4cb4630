/** Shared steps of the employer and admin end-to-end specs. */
import { execFile } from "node:child_process";
import path from "node:path";
import { tmpdir } from "node:os";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import type { Browser } from "@playwright/test";
import { expect, type Page } from "./test";
import { newCandidate, postPageForm, readResetCode, signInNewCandidate, uniqueEmail } from "./accounts-helpers";

export interface TestEmployer {
  name: string;
  email: string;
  password: string;
  company: string;
  /** The company's website (https://<company>.example); its jobs' apply links live there. */
  website: string;
  /** Signs up with an address at the website's domain and proves it (issue 27): the company is verified, its jobs go live at once. */
  verify: boolean;
}

/**
 * A new employer. By default the address is at the company website's domain and registerEmployer proves
 * it, so the company is verified and its jobs go live at once (issue 27); `{ verify: false }` keeps the
 * address at example.in, not the company's domain: its jobs wait for review.
 */
export function newEmployer(prefix: string, options: { verify?: boolean; email?: string } = {}): TestEmployer {
  const tag = Math.random().toString(36).slice(2, 8);
  const company = `${prefix[0].toUpperCase()}${prefix.slice(1)} Labs ${tag}`;
  const domain = `${company.toLowerCase().replace(/\s+/g, "")}.example`;
  const verify = options.verify ?? true;
  const email = options.email ?? (verify ? `${prefix}.${Date.now().toString(36)}@${domain}` : uniqueEmail(prefix));
  return { name: "Meera Rao", email, password: "Str0ng pass phrase!", company, website: `https://${domain}`, verify };
}

/** Proves the employer's address at the company's domain by the mailed code: the company becomes verified. */
export async function verifyEmployerCompany(page: Page, employer: TestEmployer) {
  await page.goto("/dashboard/company");
  const since = Date.now();
  await page.getByRole("button", { name: `E-mail a code to ${employer.email}` }).click();
  const code = await readResetCode(employer.email, since);
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify company" }).click();
  await expect(page.getByText("Verified employer: your jobs go live as soon as you post them.")).toBeVisible();
  await page.goto("/dashboard/create-a-job");
}

/** 'I am hiring' with a new company (verified by its domain unless `employer.verify` is false); ends on Post a Job. */
export async function registerEmployer(page: Page, employer: TestEmployer) {
  await page.goto("/register/employer");
  await page.getByLabel("Full name").fill(employer.name);
  await page.getByLabel("Work email").fill(employer.email);
  await page.getByLabel("Password", { exact: true }).fill(employer.password);
  await page.getByLabel("Create a new company").check();
  await page.getByLabel("Company name").fill(employer.company);
  await page.getByLabel("Company website").fill(employer.website);
  await page.getByLabel("City").fill("Bengaluru");
  await page.getByRole("button", { name: "Create Employer Account" }).click();
  // Hashing the password takes a while on a busy machine.
  await expect(page.getByRole("heading", { name: "Post a Job" })).toBeVisible({ timeout: 15_000 });
  if (employer.verify) {
    await verifyEmployerCompany(page, employer);
    await expect(page.getByRole("heading", { name: "Post a Job" })).toBeVisible();
  }
}

/**
 * A new employer with a new company, signed in without the forms: 'I am hiring' and, unless `employer.verify` is
 * false, the company's code posted as a browser without JavaScript would (their own journeys are walked on screen by
 * registerEmployer in employer-jobs and first-minute). Ends on Post a Job, as registerEmployer does.
 */
export async function signInNewEmployer(page: Page, employer: TestEmployer) {
  await postPageForm(page, "/register/employer", {
    name: employer.name,
    email: employer.email,
    password: employer.password,
    company_choice: "new",
    company_name: employer.company,
    company_website: employer.website,
    company_city: "Bengaluru",
  });
  if (employer.verify) {
    const since = Date.now();
    await postPageForm(page, "/dashboard/company", { intent: "send-email-code" });
    const code = await readResetCode(employer.email, since);
    const verified = await postPageForm(page, "/dashboard/company", { intent: "verify-email-code", code });
    expect(await verified.text()).toContain("and so is your company: its jobs are live");
  }
  await page.goto("/dashboard/create-a-job");
  await expect(page.getByRole("heading", { name: "Post a Job" })).toBeVisible();
}

/** A 1×1 PNG. */
export const tinyPng = () =>
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  );

export const deadline = () => new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);

/**
 * Fills the job form (Post a Job or Edit Job) with a valid job titled `title`; the apply link is on the employer's
 * site when given (else example.com, a domain unrelated to the company: held for review, issue 27).
 */
export async function fillJobForm(page: Page, title: string, employer?: TestEmployer) {
  await page.getByLabel("Job title").fill(title);
  await page.getByLabel("Category").selectOption("Backend Development");
  await page.getByLabel("Job type").selectOption("Full-time");
  await page.getByLabel("Location").fill("Bengaluru, Karnataka");
  await page.getByLabel("Application deadline").fill(deadline());
  await page.getByLabel("Pay (LPA)").fill("18-24");
  await page.getByLabel("Experience (years)").fill("3-6");
  await page.getByLabel("Qualification").fill("B.E. or equivalent experience");
  await page
    .getByLabel("Link to the job")
    .fill(employer ? `${employer.website}/careers/backend` : "https://example.com/careers/backend");
  await page.getByLabel("Skills").fill("Go, PostgreSQL, Kubernetes");
  await page.getByLabel("Job description").fill("Own our billing APIs.\n\nShip weekly with a small team.");
}

export async function seriousViolations(page: Page) {
  // label-content-name-mismatch (WCAG 2.5.3) is experimental in axe, off unless enabled (issue 33).
  const results = await new AxeBuilder({ page })
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
          .map((node) => node.target.join(" "))
          .slice(0, 5)
          .join("\n  ")}`,
    );
}

/** `npm run user -- promote EMAIL admin` against the running e2e server's embedded database. */
export async function promoteToAdmin(email: string) {
  const dataDir = path.join(tmpdir(), `jobboard-e2e-${process.env.E2E_PORT}`);
  await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "core/accounts/user-cli.ts", "promote", email, "admin"],
    {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
      timeout: 60_000,
    },
  );
}

/** A fresh admin in a browser context of its own, signed in: registered as a candidate, then promoted. */
export async function adminPage(browser: Browser, prefix: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const admin = newCandidate(prefix);
  await signInNewCandidate(page, admin);
  await promoteToAdmin(admin.email);
  return page;
}
