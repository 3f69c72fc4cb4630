import { expect, test } from "./test";
import { readResetCode } from "./accounts-helpers";
import {
  fillJobForm,
  newEmployer,
  registerEmployer,
  seriousViolations,
  signInNewEmployer,
  tinyPng,
} from "./employer-helpers";

test.describe.configure({ timeout: 90_000 });

test("an employer registers with a new company, posts, edits, sees views and clicks, closes, reopens and deletes a job", async ({
  page,
  browser,
}) => {
  const employer = newEmployer("founder");
  await registerEmployer(page, employer);
  expect(await seriousViolations(page)).toEqual([]);
  // Hire Talent now leads an employer straight to the form.
  await page.goto("/hire-talent");
  await expect(page.getByRole("main").getByRole("link", { name: "Your postings" })).toHaveAttribute(
    "href",
    "/dashboard/jobs-list",
  );
  await page.getByRole("main").getByRole("link", { name: "Post a job" }).click();
  await expect(page.getByRole("heading", { name: "Post a Job" })).toBeVisible();

  const title = `Billing Platform Engineer ${Date.now().toString(36)}`;
  await fillJobForm(page, title, employer);
  // The live preview shows the card as it will appear.
  await expect(page.getByRole("region", { name: "Preview" }).getByRole("heading", { name: title })).toBeVisible();
  await page.getByRole("button", { name: "Post Job" }).click();
  await expect(page).toHaveURL(/\/dashboard\/jobs-list\?created=\d+/);
  await expect(page.getByRole("status").filter({ hasText: "Job created successfully" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const jobLink = page.getByRole("link", { name: title, exact: true });
  const jobPath = (await jobLink.getAttribute("href"))!;
  const jobId = /\/job-details\/(\d+)\//.exec(jobPath)![1];

  // Found at once in search and on the company page.
  await page.goto(`/search/job?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
  await page.goto(`/jobs/${encodeURIComponent(employer.company)}`);
  await expect(page.getByRole("heading", { name: new RegExp(`^${title}`) })).toBeVisible();

  // Edit.
  await page.goto(`/dashboard/edit-job/${jobId}`);
  await expect(page.getByRole("heading", { name: "Edit Job" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("Job title").fill(`${title} II`);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Job updated successfully" })).toBeVisible();

  // A visitor in another browser context opens the job and applies.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/job/${jobId}`);
  await expect(visitorPage.getByRole("heading", { level: 1, name: `${title} II` })).toBeVisible();
  // The job page's Apply Now goes through the counted redirect to the company's site, opening in a new tab. The tab's
  // request for the careers page is the proof: the site's .example host never resolves, and the headless shell does
  // not route a popup's redirected request, so no stand-in page can answer it (decision 204).
  const applyNow = visitorPage.getByRole("link", { name: /Apply Now/ });
  await expect(applyNow).toHaveAttribute("href", `/jobs/${jobId}/apply`);
  const careersRequest = visitor.waitForEvent(
    "request",
    (request) => request.url() === `${employer.website}/careers/backend`,
  );
  const [companySite] = await Promise.all([visitorPage.waitForEvent("popup"), applyNow.click()]);
  expect((await careersRequest).frame().page()).toBe(companySite);
  await visitor.close();

  await page.goto("/dashboard/jobs-list");
  const row = page.getByRole("listitem").filter({ hasText: `${title} II` });
  await expect(row).toContainText(/[1-9]\d* views/);
  await expect(row).toContainText("1 Apply clicks");

  // Close: the page stays and says so; reopen.
  await row.getByRole("button", { name: `Close ${title} II` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Job closed" })).toBeVisible();
  await page.goto(`/job/${jobId}`);
  await expect(page.getByText("This job is closed")).toBeVisible();
  await page.goto("/dashboard/jobs-list");
  await page.getByRole("button", { name: `Reopen ${title} II` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Job reopened" })).toBeVisible();

  // Delete after confirming: the page is gone.
  await page.getByRole("link", { name: `Delete ${title} II` }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Job deleted" })).toBeVisible();
  const gone = await page.goto(jobPath);
  expect(gone?.status()).toBe(404);
});

test("the Post a Job preview shows the job page's facts (pay, experience, workplace, equity) as the posted page does", async ({
  page,
}) => {
  // An employer sign-up (argon2) with a domain proof, a post and the job page: slow on a loaded 2-core machine.
  test.setTimeout(180_000);
  const employer = newEmployer("preview");
  await signInNewEmployer(page, employer);
  const title = `Growth Analyst ${Date.now().toString(36)}`;
  await fillJobForm(page, title, employer);
  await page.getByLabel("Workplace").selectOption("hybrid");
  await page.getByLabel("Equity (%)").fill("0.1-0.5");
  const preview = page.getByRole("region", { name: "Preview" }).getByTestId("job-facts");
  await expect(preview).toContainText("Pay₹18-24 LPA");
  await expect(preview).toContainText("Experience3-6 years");
  await expect(preview).toContainText("WorkplaceHybrid");
  await expect(preview).toContainText("Equity0.1-0.5% equity");
  // Each fact as 'Label: value' (the value's first part: what similar roles pay, under the page's pay, aside).
  const factsOf = (facts: typeof preview) =>
    facts
      .locator(":scope > div")
      .evaluateAll((items) =>
        items.map(
          (item) => `${item.querySelector("dt")?.textContent}: ${item.querySelector("dd")?.firstChild?.textContent}`,
        ),
      );
  const previewed = await factsOf(preview);
  expect(previewed).toEqual([
    "Pay: ₹18-24 LPA",
    "Experience: 3-6 years",
    "Workplace: Hybrid",
    "Equity: 0.1-0.5% equity",
  ]);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Post Job" }).click();
  await expect(page).toHaveURL(/\/dashboard\/jobs-list\?created=\d+/);
  await page.getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // The page's facts read as the preview's did (what similar roles pay aside: the preview cannot know it).
  expect(await factsOf(page.getByTestId("job-facts"))).toEqual(previewed);
});

test("another company's employer gets the not-found page for the edit URL and 403 from the API", async ({
  page,
  browser,
}) => {
  const owner = newEmployer("owner");
  await signInNewEmployer(page, owner);
  await fillJobForm(page, `Owner Only Role ${Date.now().toString(36)}`, owner);
  await page.getByRole("button", { name: "Post Job" }).click();
  await expect(page).toHaveURL(/created=\d+/);
  const jobId = /created=(\d+)/.exec(page.url())![1];

  const rivalContext = await browser.newContext();
  const rival = await rivalContext.newPage();
  await signInNewEmployer(rival, newEmployer("rival"));
  for (const path of [`/dashboard/edit-job/${jobId}`, `/edit-job/${jobId}`]) {
    const answer = await rival.goto(path);
    expect(answer?.status()).toBe(404);
    await expect(rival.getByRole("heading", { level: 1 })).not.toHaveText("Edit Job");
  }
  const xsrf = (await rivalContext.cookies()).find((cookie) => cookie.name === "XSRF-TOKEN")!.value;
  const put = await rival.request.delete(`/api/job/${jobId}`, { headers: { "X-XSRF-TOKEN": xsrf } });
  expect(put.status()).toBe(403);
  await rivalContext.close();
});

test("the job form works without JavaScript and one job is made of a form sent twice", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const employer = newEmployer("nojs");
  await signInNewEmployer(page, employer);
  // Bad input comes back beside the field, nothing stored.
  const title = `No Script Role ${Date.now().toString(36)}`;
  await fillJobForm(page, title, employer);
  await page.getByLabel("Link to the job").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Post Job" }).click();
  await expect(page.getByText("Please enter the link to the job: an http:// or https:// address")).toBeVisible();
  await page.getByLabel("Link to the job").fill(`${employer.website}/careers/nojs`);
  const form = page.locator("#job-form");
  // Send the same form twice, as a double click would.
  const body = new URLSearchParams(
    await form.evaluate(
      (element) =>
        [...new FormData(element as HTMLFormElement)].map(([key, value]) => [key, String(value)]) as [string, string][],
    ),
  );
  const first = await page.request.post("/dashboard/create-a-job", { form: Object.fromEntries(body), maxRedirects: 0 });
  const second = await page.request.post("/dashboard/create-a-job", {
    form: Object.fromEntries(body),
    maxRedirects: 0,
  });
  expect(first.headers().location).toBe(second.headers().location);
  await page.goto("/dashboard/jobs-list");
  await expect(page.getByRole("link", { name: title, exact: true })).toHaveCount(1);
  await context.close();
});

test("the company profile: description, city and logo show on the job page (city on the company page too); HTML renamed .png is refused", async ({
  page,
}) => {
  const employer = newEmployer("brand");
  await signInNewEmployer(page, employer);
  const title = `Brand <b>Designer</b> <script>alert(1)</script> ${Date.now().toString(36)}`;
  await fillJobForm(page, title, employer);
  await page.getByRole("button", { name: "Post Job" }).click();
  await expect(page).toHaveURL(/created=\d+/);
  const jobId = /created=(\d+)/.exec(page.url())![1];

  await page.goto("/dashboard/company");
  await expect(page.getByRole("heading", { name: "Company profile" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("Logo", { exact: true }).setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: Buffer.from("<html><script>alert(1)</script></html>"),
  });
  await page.getByRole("button", { name: "Save Company Profile" }).click();
  await expect(page.getByText("The logo must be a PNG, JPEG, WebP or SVG image")).toBeVisible();

  await page.getByLabel("Short description").fill("We make <b>payments</b> boring.");
  const city = `Pune ${Date.now().toString(36)}`;
  await page.getByLabel("City").fill(city);
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  );
  await page
    .getByLabel("Logo", { exact: true })
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Save Company Profile" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Company profile updated" })).toBeVisible();

  await page.goto(`/job/${jobId}`);
  await expect(page.getByText("We make <b>payments</b> boring.")).toBeVisible();
  // The city the profile saves shows in About Company and on the company page (issue 33).
  await expect(page.getByRole("region", { name: "About Company" })).toContainText(city);
  await page.goto(`/jobs/${encodeURIComponent(employer.company)}`);
  await expect(page.getByText(`Based in ${city}`)).toBeVisible();
  await page.goto(`/job/${jobId}`);
  // Markup typed into a field is text everywhere: the heading and the JobPosting JSON-LD.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
  expect(jsonLd).not.toContain("<script>");
  expect(JSON.parse(jsonLd!).title).toBe(title);
  await expect(page.getByRole("img", { name: `${employer.company} logo` }).first()).toHaveAttribute(
    "src",
    /\/api\/company\/\d+\/logo\?v=/,
  );
});

test("'I am hiring' takes the new company's logo, and refuses HTML renamed .png without making the account", async ({
  page,
}) => {
  const employer = newEmployer("logoed");
  await page.goto("/register/employer");
  await page.getByLabel("Full name").fill(employer.name);
  await page.getByLabel("Work email").fill(employer.email);
  await page.getByLabel("Password", { exact: true }).fill(employer.password);
  await page.getByLabel("Company name").fill(employer.company);
  await page.getByLabel("Company website").fill("https://logoed.example");
  await page.getByLabel("Logo", { exact: true }).setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: Buffer.from("<html><script>alert(1)</script></html>"),
  });
  await page.getByRole("button", { name: "Create Employer Account" }).click();
  await expect(page.getByText("The logo must be a PNG, JPEG, WebP or SVG image").first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Nothing was stored: the same address and company go through with a real logo.
  await page.getByLabel("Password", { exact: true }).fill(employer.password);
  await page
    .getByLabel("Logo", { exact: true })
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: tinyPng() });
  await page.getByRole("button", { name: "Create Employer Account" }).click();
  await expect(page.getByRole("heading", { name: "Post a Job" })).toBeVisible();
  await page.goto("/dashboard/company");
  const logo = page.getByRole("img", { name: `${employer.company} logo` }).first();
  await expect(logo).toHaveAttribute("src", /\/api\/company\/\d+\/logo\?v=/);
  const served = await page.request.get((await logo.getAttribute("src"))!);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(Buffer.compare(await served.body(), tinyPng())).toBe(0);
});

test("a second employer whose work e-mail is on the company's website domain joins at once after proving it by a mailed code", async ({
  page,
  browser,
}) => {
  const owner = newEmployer("domainowner");
  await signInNewEmployer(page, owner);
  const domain = `${owner.company.toLowerCase().replace(/\s+/g, "")}.example`;

  const context = await browser.newContext();
  const colleague = await context.newPage();
  const email = `asha.${Date.now().toString(36)}@${domain}`;
  await colleague.goto("/register/employer");
  await colleague.getByLabel("Full name").fill("Asha Iyer");
  await colleague.getByLabel("Work email").fill(email);
  await colleague.getByLabel("Password", { exact: true }).fill("Str0ng pass phrase!");
  await colleague.getByLabel("Join an existing company").check();
  await colleague.getByLabel("Existing company", { exact: true }).selectOption({ label: owner.company });
  await colleague.getByRole("button", { name: "Create Employer Account" }).click();
  await expect(colleague).toHaveURL(/\/dashboard\/create-a-job\?pending=1/, { timeout: 15_000 });

  await colleague.goto("/dashboard/company");
  await expect(colleague.getByText("Your request to join the company is waiting for approval.")).toBeVisible();
  expect(await seriousViolations(colleague)).toEqual([]);
  const since = Date.now();
  await colleague.getByRole("button", { name: "E-mail me a code" }).click();
  await expect(colleague.getByText(`We have sent a 6-digit code to ${email}`)).toBeVisible();
  const code = await readResetCode(email, since);
  await colleague.getByLabel("Verification code").fill(code === "000000" ? "111111" : "000000");
  await colleague.getByRole("button", { name: "Verify e-mail" }).click();
  await expect(colleague.getByText("Invalid or expired verification code.")).toBeVisible();
  await colleague.getByLabel("Verification code").fill(code);
  await colleague.getByRole("button", { name: "Verify e-mail" }).click();
  await expect(colleague.getByText("Your e-mail is verified: you have joined the company.")).toBeVisible();
  await expect(colleague.getByLabel("Company name")).toHaveValue(owner.company);
  await context.close();
});
