/**
 * Issue 44 ("The first minute", points 3, 6 and 8; decision 178) in Chromium, on a phone and a desktop: sign-up and
 * Post a Job mark their required fields, and a disabled submit says what is missing; Post a Job offers Internship and
 * takes pay in LPA; a job an admin rejected answers 410 with none of its text, and its employer sees 'Rejected' with
 * the reason; an unverified company's job page says so beside the title.
 */
import { expect, test } from "./test";
import { adminPage, fillJobForm, newEmployer, seriousViolations, signInNewEmployer } from "./employer-helpers";

test.describe.configure({ timeout: 180_000 });

for (const [device, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1280, height: 800 }],
] as const) {
  test.describe(device, () => {
    test.use({ viewport });

    test(`sign-up marks its required fields and says why Create Account is disabled (${device})`, async ({ page }) => {
      await page.goto("/register");
      const form = page.getByRole("form", { name: "Create account" });
      for (const label of [
        "Full name",
        "Email",
        "Password",
        "Phone",
        "Years of experience",
        "Desired job title",
        "Preferred industry",
        "Skills",
      ]) {
        await expect(form.locator("div:has(> label)", { hasText: label }).first()).toContainText("(required)");
      }
      await expect(form.locator("label", { hasText: "Username" })).toContainText("(optional)");
      const submit = page.getByRole("button", { name: "Create Account" });
      await expect(submit).toBeDisabled();
      const reasonId = await submit.getAttribute("aria-describedby");
      expect(reasonId).toBeTruthy();
      await expect(page.locator(`[id="${reasonId}"]`)).toContainText(
        "To create your account, fill in Full name, Email, Password, Phone",
      );
      await page.getByLabel("Full name").fill("Ananya Iyer");
      await page.getByLabel("Email", { exact: true }).fill("not-an-address");
      await expect(page.locator(`[id="${reasonId}"]`)).toContainText("correct Email");
      await expect(page.locator(`[id="${reasonId}"]`)).not.toContainText("Full name");
      expect(await seriousViolations(page)).toEqual([]);
    });

    test(`employer sign-up disables Create Employer Account as sign-up does, saying what is missing (${device})`, async ({
      page,
    }) => {
      await page.goto("/register/employer");
      const form = page.getByRole("form", { name: "Create employer account" });
      for (const label of ["Full name", "Work email", "Password", "Company name", "Company website"])
        await expect(form.locator("div:has(> label)", { hasText: label }).first()).toContainText("(required)");
      const submit = page.getByRole("button", { name: "Create Employer Account" });
      await expect(submit).toBeDisabled();
      const reason = page.locator(`[id="${await submit.getAttribute("aria-describedby")}"]`);
      await expect(reason).toHaveText(
        "To create your employer account, fill in Full name, Work email, Password, Company name and Company website.",
      );
      await page.getByLabel("Full name").fill("Meera Rao");
      await page.getByLabel("Work email").fill("meera@");
      await page.getByLabel("Password", { exact: true }).fill("Str0ng pass phrase!");
      await page.getByLabel("Company name").fill("Reason Labs");
      await expect(reason).toHaveText(
        "To create your employer account, fill in Company website, and correct Work email.",
      );
      expect(await seriousViolations(page)).toEqual([]);
      // Joining a company asks for the company instead of a new one's name and website.
      await page.getByLabel("Join an existing company").check();
      await expect(reason).toHaveText(
        "To create your employer account, fill in Existing company, and correct Work email.",
      );
      await page.getByLabel("Create a new company").check();
      await page.getByLabel("Work email").fill("meera@reasonlabs.example");
      await page.getByLabel("Company website").fill("https://reasonlabs.example");
      await expect(submit).toBeEnabled();
      await expect(submit).not.toHaveAttribute("aria-describedby");
      await expect(reason).toHaveText("");
    });

    test(`Post a Job marks its fields, offers Internship and takes LPA; a rejected job is gone, its employer told why (${device})`, async ({
      page,
      browser,
      request,
    }) => {
      const employer = newEmployer("firstminute", { verify: false });
      await signInNewEmployer(page, employer);
      const form = page.getByRole("form", { name: "Post a job" });
      for (const label of [
        "Job title",
        "Category",
        "Job type",
        "Location",
        "Application deadline",
        "Pay (LPA)",
        "Experience (years)",
        "Qualification",
        "Link to the job",
        "Job description",
      ]) {
        await expect(form.locator("div:has(> label)", { hasText: label }).first()).toContainText("(required)");
      }
      await expect(form.locator("label", { hasText: "Skills" })).toContainText("(optional)");
      await expect(page.getByLabel("Job type").locator("option")).toContainText([
        "Full-time",
        "Part-time",
        "Contract",
        "Internship",
        "Temporary",
      ]);
      expect(await seriousViolations(page)).toEqual([]);

      // The preview's card looks as candidates will see it, but nothing on it acts on the unsaved draft.
      const preview = page.getByRole("region", { name: "Preview" });
      for (const name of ["Save", "View Details", "Apply Now"]) {
        const action = preview.getByRole("button", { name, exact: true });
        await expect(action).toBeDisabled();
        await expect(action).toHaveAccessibleDescription("Candidates can use these once the job is posted.");
      }
      await expect(preview.getByRole("link")).toHaveCount(0);

      // An internship's pay is a monthly stipend; a salary is typed in lakhs and shown as LPA.
      const tag = Date.now().toString(36);
      await fillJobForm(page, `Design Intern ${tag}`, employer);
      await page.getByLabel("Pay (LPA)").fill("");
      await page.getByLabel("Job type").selectOption("Internship");
      await page.getByLabel("Stipend (₹ a month)").fill("15000-20000");
      await expect(page.getByText("₹15-20k/month").first()).toBeVisible();
      await page.getByRole("button", { name: "Post Job" }).click();
      await expect(page).toHaveURL(/\/dashboard\/jobs-list\?created=\d+/);
      const internId = Number(/created=(\d+)/.exec(page.url())![1]);

      await page.goto("/dashboard/create-a-job");
      const scamTitle = `Data Entry Operator ${tag}`;
      await fillJobForm(page, scamTitle, employer);
      await expect(page.getByText("₹18-24 LPA").first()).toBeVisible();
      await page
        .getByLabel("Job description")
        .fill(
          "Simple typing work from home.\n\nPay a registration fee of ₹2,000 and message us on WhatsApp +91 98765 43210.",
        );
      await page.getByRole("button", { name: "Post Job" }).click();
      await expect(page).toHaveURL(/\/dashboard\/jobs-list\?created=\d+/);
      const scamId = Number(/created=(\d+)/.exec(page.url())![1]);
      expect(await (await request.get(`/api/job/${internId}`)).status()).toBe(404);

      // The admin approves the internship without verifying the company, and rejects the fee-asking job.
      const admin = await adminPage(browser, "firstminuteadmin");
      await admin.goto("/admin/review");
      const intern = admin.getByRole("listitem").filter({ has: admin.getByText(`Design Intern ${tag}`) });
      await intern.getByRole("button", { name: "Approve" }).click();
      await expect(admin.getByText("Approved", { exact: false }).first()).toBeVisible();
      const scam = admin.getByRole("listitem").filter({ has: admin.getByText(scamTitle) });
      // The reason is marked as the forms mark a field: needed to reject, not read when approving.
      const reason = scam.getByLabel("Reason for the employer (required to reject)", { exact: true });
      await expect(reason).toBeVisible();
      expect(await seriousViolations(admin)).toEqual([]);
      await reason.fill("Asks candidates for a registration fee");
      await scam.getByRole("button", { name: "Reject" }).click();
      await expect(scam).toHaveCount(0);
      await admin.context().close();

      const internJob = (await (await request.get(`/api/job/${internId}`)).json()) as {
        salary: string;
        jobType: string;
      };
      expect(internJob).toMatchObject({ salary: "₹15-20k/month", jobType: "Internship" });
      await page.goto(`/job/${internId}`);
      await expect(page.getByText("Unverified company:", { exact: false })).toBeVisible();

      // Rejected: 410 at its page, its old address and the API, with none of its text.
      for (const path of [
        `/job/${scamId}`,
        `/job-details/${scamId}/data-entry-operator-${tag}`,
        `/api/job/${scamId}`,
      ]) {
        const answer = await request.get(path, { maxRedirects: 0 });
        expect(answer.status(), path).toBe(410);
        expect(await answer.text(), path).not.toMatch(/WhatsApp|98765|registration fee|Data Entry/);
      }
      const gone = await page.goto(`/job-details/${scamId}/data-entry-operator-${tag}`);
      expect(gone?.status()).toBe(410);
      await expect(page.getByRole("heading", { level: 1, name: "This job is no longer available" })).toBeVisible();
      await expect(page.getByText("Verified employer")).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto("/dashboard/jobs-list");
      const row = page.getByRole("listitem").filter({ hasText: scamTitle });
      await expect(row).toContainText("Rejected");
      await expect(row).toContainText("Reason: Asks candidates for a registration fee");
      await expect(row.getByRole("button", { name: /Reopen/ })).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test("on a phone, the server's refusal of the whole sign-up form is brought into view from its foot", async ({
  browser,
}) => {
  const employer = newEmployer("taken", { verify: false });
  const first = await browser.newContext();
  await signInNewEmployer(await first.newPage(), employer);
  await first.close();

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/register/employer");
  await page.getByLabel("Full name").fill(employer.name);
  await page.getByLabel("Work email").fill(employer.email);
  await page.getByLabel("Password", { exact: true }).fill(employer.password);
  await page.getByLabel("Create a new company").check();
  await page.getByLabel("Company name").fill(`${employer.company} Again`);
  await page.getByLabel("Company website").fill(employer.website);
  await page.getByLabel("City").fill("Bengaluru");
  const submit = page.getByRole("button", { name: "Create Employer Account" });
  await submit.click();
  // The message sits above the form's first field, a phone's screen or more above the button just pressed.
  const refusal = page.getByRole("alert").filter({ hasText: "An account with this e-mail already exists." }).first();
  await expect(refusal).toBeInViewport();
  await context.close();
});

test("without JavaScript, employer sign-up's submit stays enabled and the server says what is missing", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/register/employer");
  const submit = page.getByRole("button", { name: "Create Employer Account" });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText("Please enter your full name")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Please enter the company name (at most 120 characters)")).toBeVisible();
  await expect(page.getByRole("button", { name: "Create Employer Account" })).toBeEnabled();
  await context.close();
});
