/**
 * Issue 27's 'Done means' in Chromium (decisions 125, 126): a free-mail employer's job waits for review and is
 * nowhere public until an admin approves it; a posting asking for a registration fee is held with that reason;
 * three money reports hide a job; an employer who proves an address at the company's domain posts live at once.
 */
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, test } from "./test";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { accountServices, createAccountThroughApi } from "./accounts-helpers";
import {
  adminPage,
  deadline,
  fillJobForm,
  newEmployer,
  seriousViolations,
  signInNewEmployer,
} from "./employer-helpers";

test.describe.configure({ timeout: 150_000 });

async function postJob(
  page: Page,
  title: string,
  employer: ReturnType<typeof newEmployer>,
  description?: string,
): Promise<number> {
  await page.goto("/dashboard/create-a-job");
  await fillJobForm(page, title, employer);
  if (description) await page.getByLabel("Job description").fill(description);
  await page.getByRole("button", { name: "Post Job" }).click();
  await expect(page).toHaveURL(/\/dashboard\/jobs-list\?created=\d+/);
  return Number(/created=(\d+)/.exec(page.url())![1]);
}

/** Where a public job shows: search, the jobs sitemap, the feed, and /jobs/{id}/apply. */
async function publicPlaces(request: APIRequestContext, id: number, title: string) {
  const { jobs } = (await (await request.get(`/api/search?q=${encodeURIComponent(title)}`)).json()) as {
    jobs: unknown[];
  };
  const sitemap = (
    await Promise.all([1, 2].map(async (n) => (await request.get(`/sitemap-jobs-${n}.xml`)).text()))
  ).join("");
  const feed = await (await request.get("/feed.xml")).text();
  const apply = await request.get(`/jobs/${id}/apply`, { maxRedirects: 0 });
  return {
    search: JSON.stringify(jobs).includes(title),
    sitemap: sitemap.includes(`/job-details/${id}/`),
    feed: feed.includes(title),
    apply: apply.status() === 302 || apply.status() === 200,
  };
}

/**
 * A reader on their own network: the e2e server trusts one proxy (tests/e2e/serve.ts sets TRUST_PROXY), so the
 * rightmost X-Forwarded-For entry, sent with every request of this browser context, is the address the board
 * sees. The account is made through the API and its e-mail proved with the mailed code, then signed in.
 */
async function provedReporter(browser: Browser, baseURL: string, ip: string, options: { javaScript?: boolean } = {}) {
  const headers = { "x-forwarded-for": ip };
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScript ?? true,
    extraHTTPHeaders: headers,
  });
  const { email, token } = await createAccountThroughApi(context.request, "reporter", {
    firstName: "Ravi",
    lastName: "K",
    headers,
  });
  expect(
    (
      await context.request.post("/api/account/code", { headers: { ...headers, authorization: `Bearer ${token}` } })
    ).ok(),
  ).toBe(true);
  const code = await mailedAccountCode(email);
  expect(
    (
      await context.request.post("/api/account/email/verify", {
        headers: { ...headers, authorization: `Bearer ${token}` },
        data: { code },
      })
    ).ok(),
  ).toBe(true);
  await context.addCookies([{ name: "session", value: token, url: baseURL }]);
  return { context, reporter: await context.newPage() };
}

/** The code of the 'account code' mail sent to `to`, as the loopback SMTP server wrote it to the outbox. */
async function mailedAccountCode(to: string): Promise<string> {
  const { outbox } = accountServices();
  let code: string | undefined;
  await expect
    .poll(
      () => {
        for (const file of readdirSync(outbox)) {
          const raw = readFileSync(path.join(outbox, file), "utf8");
          if (raw.includes(`To: ${to}`)) code = /account code is: (\d{6})/.exec(raw)?.[1] ?? code;
        }
        return code !== undefined;
      },
      { timeout: 30_000, message: `an account code mailed to ${to}` },
    )
    .toBe(true);
  return code!;
}

test("a free-mail employer's job waits for review, nowhere public, until an admin approves it; a registration fee is held with that reason", async ({
  page,
  browser,
  request,
}) => {
  const employer = newEmployer("freemail", { verify: false, email: `freemail.${Date.now().toString(36)}@gmail.com` });
  await signInNewEmployer(page, employer);
  const title = `Payments Engineer ${Date.now().toString(36)}`;
  const id = await postJob(page, title, employer);
  await expect(page.getByRole("listitem").filter({ hasText: title })).toContainText("Pending review");
  expect(await seriousViolations(page)).toEqual([]);
  expect(await publicPlaces(request, id, title)).toEqual({ search: false, sitemap: false, feed: false, apply: false });

  const feeTitle = `Back Office Executive ${Date.now().toString(36)}`;
  const feeId = await postJob(
    page,
    feeTitle,
    employer,
    "Simple back office work.\n\nSelected candidates must pay a registration fee of ₹2,000 before the interview.",
  );
  await expect(page.getByRole("listitem").filter({ hasText: feeTitle })).toContainText("Pending review");

  const admin = await adminPage(browser, "trustadmin");
  await admin.goto("/admin/review");
  expect(await seriousViolations(admin)).toEqual([]);
  const held = admin.getByRole("listitem").filter({ has: admin.getByText(feeTitle) });
  await expect(held.getByRole("list", { name: "Held because" })).toContainText(
    "Asks candidates for money: “registration fee of ₹2,000”",
  );
  const pending = admin
    .getByRole("listitem")
    .filter({ has: admin.getByText(title, { exact: false }) })
    .filter({ hasNotText: feeTitle });
  await expect(pending.getByRole("list", { name: "Held because" })).toContainText("Company not verified yet");
  await pending.getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByText("Approved: the job is live and the employer was mailed.")).toBeVisible();

  await expect
    .poll(() => publicPlaces(request, id, title), { timeout: 20_000 })
    .toEqual({ search: true, sitemap: true, feed: true, apply: true });
  expect((await publicPlaces(request, feeId, feeTitle)).search).toBe(false);
});

test("three people report a job for money and it disappears; a verified employer's job is live at once with the mark", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const employer = newEmployer("verified");
  await signInNewEmployer(page, employer);
  const title = `Platform Engineer ${Date.now().toString(36)}`;
  const id = await postJob(page, title, employer);
  await expect(page.getByRole("listitem").filter({ hasText: title })).not.toContainText("Pending review");
  await page.goto(`/job/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Verified employer").first()).toBeVisible();
  // Its deadline (20 days ahead) comes before 60 days open: the page and its JobPosting data say that day (decision 158).
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = JSON.parse(scripts.find((text) => text.includes('"JobPosting"')) ?? "{}");
  expect(posting.validThrough).toBe(`${deadline()}T23:59:59.000Z`);
  await expect(
    page.getByRole("definition").filter({ has: page.locator(`time[datetime="${deadline()}T23:59:59.000Z"]`) }),
  ).toBeVisible();
  await expect
    .poll(() => publicPlaces(request, id, title), { timeout: 20_000 })
    .toEqual({ search: true, sitemap: true, feed: true, apply: true });

  // Three people, each with a proved e-mail, each on their own network; the second has no JavaScript (the
  // form posts as a document); the third's report holds the job.
  for (let n = 0; n < 3; n++) {
    const { context, reporter } = await provedReporter(
      browser,
      baseURL!,
      ["198.51.100.14", "203.0.113.41", "2001:db8:4a::7"][n],
      { javaScript: n !== 1 },
    );
    await reporter.goto(`/jobs/${id}/report`);
    if (n === 0) expect(await seriousViolations(reporter)).toEqual([]);
    await reporter.getByLabel("It asks me for money").check();
    await reporter.getByLabel(/Details/).fill("They asked me to pay ₹2,000 on UPI before the interview.");
    await reporter.getByRole("button", { name: "Send report" }).click();
    await expect(reporter.getByText("Thank you: your report reached our team.", { exact: false })).toBeVisible();
    await expect(reporter).toHaveURL(new RegExp(`/jobs/${id}/report\\?sent=1$`));
    // While the job is public the thank-you page leads back to it; once held, to the jobs instead.
    await expect(
      reporter.getByRole("link", n < 2 ? { name: `Back to ${title}` } : { name: "Back to the jobs" }),
    ).toBeVisible();
    await reporter.reload();
    await expect(reporter.getByText("Thank you: your report reached our team.", { exact: false })).toBeVisible();
    await context.close();
  }
  expect((await request.get(`/job/${id}`)).status()).toBe(404);
  expect((await request.get(`/jobs/${id}/report`)).status()).toBe(404);
  await expect
    .poll(() => publicPlaces(request, id, title), { timeout: 20_000 })
    .toEqual({ search: false, sitemap: false, feed: false, apply: false });
});

test("one person with five proved accounts on one network cannot hide a job: it stays public, and the admins' queue counts one person", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // Five sign-ups (argon2) and five mailed codes: slow on a busy 2-core machine.
  test.setTimeout(300_000);
  const employer = newEmployer("fivefold");
  await signInNewEmployer(page, employer);
  const title = `Data Analyst ${Date.now().toString(36)}`;
  const id = await postJob(page, title, employer);
  await expect
    .poll(() => publicPlaces(request, id, title), { timeout: 20_000 })
    .toEqual({ search: true, sitemap: true, feed: true, apply: true });

  // Five accounts, each e-mail proved, from five addresses of one /24.
  for (let n = 0; n < 5; n++) {
    const { context, reporter } = await provedReporter(browser, baseURL!, `100.72.19.${30 + n}`);
    await reporter.goto(`/jobs/${id}/report`);
    await reporter.getByLabel("It asks me for money").check();
    await reporter.getByRole("button", { name: "Send report" }).click();
    await expect(reporter.getByText("Thank you: your report reached our team.", { exact: false })).toBeVisible();
    await expect(reporter.getByRole("link", { name: `Back to ${title}` })).toBeVisible();
    await context.close();
  }
  expect((await request.get(`/job/${id}`, { maxRedirects: 0 })).status()).toBe(301);
  expect(await publicPlaces(request, id, title)).toEqual({ search: true, sitemap: true, feed: true, apply: true });

  const admin = await adminPage(browser, "trustadmin");
  await admin.goto("/admin/review");
  const reported = admin.getByRole("listitem").filter({ has: admin.getByText(title) });
  await expect(reported).toContainText("5 reports (1 from different people with a proved e-mail)");
});

test("a company named 'still-hiring' has its page at /jobs/still-hiring; a 'still hiring' link mailed under /jobs/ goes to /still-hiring", async ({
  page,
}) => {
  const employer = { ...newEmployer("stillhiring", { verify: false }), company: "Still Hiring" };
  await signInNewEmployer(page, employer);
  await page.goto("/jobs/still-hiring");
  await expect(page.getByRole("heading", { level: 1, name: "Opportunities at Still Hiring" })).toBeVisible();

  await page.goto("/jobs/still-hiring?token=1.2.forged");
  await expect(page).toHaveURL(/\/still-hiring\?token=1\.2\.forged$/);
  expect(new URL(page.url()).pathname).toBe("/still-hiring");
  await expect(page.getByRole("heading", { name: "This link does not work" })).toBeVisible();
});
