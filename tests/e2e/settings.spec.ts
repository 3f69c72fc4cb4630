import { readFile, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { strFromU8, unzipSync } from "fflate";
import { pdfResume } from "../factories/resume-files";
import { createAccountThroughApi, register, uniqueTag } from "./accounts-helpers";
import { newEmployer, signInNewEmployer } from "./employer-helpers";
import { expect, test, type Page } from "./test";

/**
 * Issue 28's 'Done means', in Chromium: change the password and see a second browser signed out; change the e-mail
 * with the code and sign in with the new one; sign a second browser out from the sessions list; download the data;
 * delete the account, and see that sign-in fails, the resume answers 404, no alert mail goes out and the address
 * can register again. axe clean on /settings.
 */
const outbox = path.join(process.env.DATA_DIR ?? path.join(tmpdir(), `jobboard-e2e-${process.env.E2E_PORT}`), "outbox");

async function mailsTo(to: string): Promise<string[]> {
  const mails: string[] = [];
  for (const file of (await readdir(outbox).catch(() => [] as string[]))
    .filter((name) => name.endsWith(".eml"))
    .sort()) {
    const raw = await readFile(path.join(outbox, file), "utf8");
    if (raw.toLowerCase().includes(`to: ${to.toLowerCase()}`))
      mails.push(
        raw
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      );
  }
  return mails;
}

async function codeMailedTo(to: string, subject: RegExp): Promise<string> {
  let code = "";
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(to)).filter((raw) => subject.test(raw)).at(-1);
        code = mail ? (/is: (\d{6})/.exec(mail)?.[1] ?? "") : "";
        return code !== "";
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return code;
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .map((node) => node.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
}

async function signIn(page: Page, login: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Username or email").fill(login);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

test("settings: password, e-mail, sessions, download and deletion, as the privacy policy promises", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const suffix = uniqueTag();
  const newEmail = `moved${suffix}@example.com`;

  // An account with a profile, a resume, a saved job and an alert (through the API with its token).
  const account = await createAccountThroughApi(request, "settings", { firstName: "Meera", lastName: "Iyer" });
  const { email, token: accesstoken, user } = account;
  let password = account.password;
  const auth = { authorization: `Bearer ${accesstoken}` };
  const resume = await pdfResume(["Meera Iyer", "Backend engineer: Go, PostgreSQL"]);
  const upload = await request.post("/api/updateprofile", {
    headers: auth,
    multipart: {
      file: { name: "meera-cv.pdf", mimeType: "application/pdf", buffer: resume },
      candidate: JSON.stringify({
        name: "Meera Iyer",
        phone: "+91 98450 12345",
        desiredjobtitle: "Backend Engineer",
        industry: "Fintech",
        yoexp: 5,
        skills: ["Go", "PostgreSQL"],
      }),
    },
  });
  expect(upload.ok()).toBe(true);
  const jobs = await (await request.get("/api/alljobs")).json();
  const job = (jobs.data ?? jobs.jobs ?? jobs)[0];
  expect((await request.post("/api/saved-jobs/", { headers: auth, data: { job: job.id } })).ok()).toBe(true);
  expect(
    (
      await request.post("/api/alerts", { headers: auth, data: { query: { q: "engineer" }, frequency: "instant" } })
    ).ok(),
  ).toBe(true);

  // Browser A signs in and finds /settings from the user menu; browser B signs in too.
  await signIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.getByTestId("user-menu").locator("summary").click();
  await page.getByTestId("user-menu").getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const second = await browser.newContext({ baseURL });
  const other = await second.newPage();
  await signIn(other, email, password);
  await expect(other).not.toHaveURL(/\/login/);

  // 1. Change the password: browser B is signed out at its next request.
  await page.getByLabel("Current password").first().fill(password);
  password = "a much newer password 2";
  await page.getByLabel("New password").fill(password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password is changed.")).toBeVisible();
  await other.goto("/dashboard");
  await expect(other).toHaveURL(/\/login/);

  // 2. Sign browser B in again, then sign it out from A's sessions list.
  await signIn(other, email, password);
  await expect(other).not.toHaveURL(/\/login/);
  await page.goto("/settings");
  const sessions = page.getByRole("list", { name: "Sessions" });
  await expect(sessions.getByRole("listitem")).toHaveCount(2);
  await expect(sessions.getByRole("listitem").first()).toContainText("This browser");
  await expect(sessions).toContainText(/Chrome \d+ on \w+/);
  await sessions.getByRole("button", { name: /^Sign out / }).click();
  await expect(page.getByText("That session is signed out.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Sessions" }).getByRole("listitem")).toHaveCount(1);
  await other.goto("/dashboard");
  await expect(other).toHaveURL(/\/login/);

  // 3. Change the e-mail with the code sent to the new address; the old address is told; sign in with the new one.
  await page.getByLabel("New e-mail address").fill(newEmail);
  await page.locator("#email").getByLabel("Current password").fill(password);
  await page.getByRole("button", { name: "Send a code to the new address" }).click();
  await expect(page.getByText(`We have sent a 6-digit code to ${newEmail}`)).toBeVisible();
  const code = await codeMailedTo(newEmail, /code to change your e-mail/);
  await page.getByLabel(`Code sent to ${newEmail}`).fill(code);
  await page.getByRole("button", { name: "Change my e-mail" }).click();
  await expect(page.getByText("Your e-mail address is changed and proved.")).toBeVisible();
  await expect(page.locator("#email")).toContainText(`${newEmail} (proved)`);
  await expect.poll(async () => (await mailsTo(email)).some((raw) => raw.includes(`to ${newEmail} at `))).toBe(true);
  await signIn(other, newEmail, password);
  await expect(other).not.toHaveURL(/\/login/);
  await second.close();

  // 4. Download my data: the profile, the saved job and the resume's bytes are in the ZIP.
  await page.goto("/settings");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download my data" }).click(),
  ]);
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  expect(Object.keys(files).sort()).toEqual(["README.txt", "account.json", "resume/meera-cv.pdf"]);
  expect(Buffer.from(files["resume/meera-cv.pdf"]).equals(resume)).toBe(true);
  const data = JSON.parse(strFromU8(files["account.json"]));
  expect(data.account.email).toBe(newEmail);
  expect(data.profile).toMatchObject({ name: "Meera Iyer", desired_job_title: "Backend Engineer" });
  expect(data.savedJobs.map((saved: { jobId: number }) => saved.jobId)).toEqual([job.id]);
  expect(data.alerts).toHaveLength(1);

  // 5. Delete the account: sign-in fails, the resume answers 404, no alert mail goes out, the address registers again.
  const mailsBefore = (await mailsTo(newEmail)).length;
  await page.locator("#delete").getByLabel("Password").fill(password);
  await page.getByLabel("Type DELETE to confirm").fill("delete");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("Type DELETE to confirm").last()).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  await page.locator("#delete").getByLabel("Password").fill(password);
  await page.getByLabel("Type DELETE to confirm").fill("DELETE");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/\?account=deleted$/);
  await expect(page.getByTestId("user-menu")).toHaveCount(0);
  await signIn(page, newEmail, password);
  await expect(page.getByText("Invalid username or password")).toBeVisible();
  expect((await request.get(`/api/resumes/${user.id}`)).status()).toBe(404);
  expect((await request.get("/api/alerts", { headers: auth })).status()).toBe(401);
  // The only mail after the deletion is its notice: no alert mail.
  await expect.poll(async () => (await mailsTo(newEmail)).length).toBe(mailsBefore + 1);
  expect((await mailsTo(newEmail)).at(-1)).toMatch(/your account was deleted/);
  // The same address registers again, through the sign-up form.
  await register(page, {
    name: "Meera Iyer",
    email: newEmail,
    username: `again${suffix}`,
    password: "registering again 3",
  });
});

test("proof of e-mail: a banner on every page until the address is proved (issue 28)", async ({ page, request }) => {
  test.setTimeout(90_000);
  const { email, password } = await createAccountThroughApi(request, "unproved", {
    firstName: "Ravi",
    lastName: "Nair",
    password: "correct horse 2",
  });

  // A guest's home page has no banner; the fresh account's has it, axe clean.
  await page.goto("/");
  const banner = page.getByRole("region", { name: "Please prove your e-mail address" });
  await expect(banner).toHaveCount(0);
  await signIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/");
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(email);
  expect(await axeViolations(page)).toEqual([]);
  await page.goto("/jobs");
  await expect(banner).toBeVisible();

  // 'Send me a code' leads to /settings, where the code is entered.
  await banner.getByRole("button", { name: "Send me a code" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  // Every section of /settings marks what its forms need the one way decision 178 set: '(required)' after the label.
  const needed = [
    ["Please prove your e-mail address", ["Code from the e-mail"]],
    ["Change your password", ["Current password", "New password"]],
    ["E-mail address", ["New e-mail address", "Current password"]],
    ["Delete my account", ["Password", "Type DELETE to confirm"]],
  ] as const;
  for (const [section, labels] of needed) {
    for (const label of labels)
      await expect(
        page.getByRole("region", { name: section, exact: true }).getByText(`${label} (required)`, { exact: true }),
      ).toBeVisible();
  }
  const code = await codeMailedTo(email, /account code/);
  await page.getByLabel("Code from the e-mail").fill(code);
  await page.getByRole("button", { name: "Prove my e-mail" }).click();
  await expect(page.getByText("Your e-mail is verified.")).toBeVisible();

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test("mail: an employer switches employer notices off and on again, with and without JavaScript; a candidate has no such switch (issue 28)", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // An employer sign-up (argon2) and three browser contexts: slow on a loaded 2-core machine.
  test.setTimeout(240_000);
  const employer = newEmployer("notices", { verify: false });
  await signInNewEmployer(page, employer);
  await page.goto("/settings");
  const mail = page.getByRole("region", { name: "Mail we send you" });
  const notices = mail.locator("form").filter({ hasText: "Employer notices" });
  await expect(notices).toContainText("still hiring?");
  await expect(notices.getByLabel("On")).toBeChecked();
  await notices.getByLabel("On").uncheck();
  await notices.getByRole("button", { name: "Save employer notices" }).click();
  await expect(mail.getByText("Saved: employer notices are off.")).toBeVisible();
  await page.reload();
  await expect(notices.getByLabel("On")).not.toBeChecked();
  expect(await axeViolations(page)).toEqual([]);

  // The same form without JavaScript: a plain POST with its CSRF field.
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  await noJs.addCookies(await page.context().cookies());
  const plain = await noJs.newPage();
  await plain.goto("/settings");
  const plainNotices = plain
    .getByRole("region", { name: "Mail we send you" })
    .locator("form")
    .filter({ hasText: "Employer notices" });
  await plainNotices.getByLabel("On").check();
  await plainNotices.getByRole("button", { name: "Save employer notices" }).click();
  await expect(plain.getByText("Saved: employer notices are on.")).toBeVisible();
  await noJs.close();
  await page.reload();
  await expect(notices.getByLabel("On")).toBeChecked();

  // A job seeker's list has alerts and the newsletter only (an account made through the API, signed in by its token).
  const { token } = await createAccountThroughApi(request, "seeker");
  const candidate = await browser.newContext();
  await candidate.addCookies([{ name: "session", value: token, url: baseURL! }]);
  const seeker = await candidate.newPage();
  await seeker.goto("/settings");
  await expect(seeker.getByRole("heading", { name: "Mail we send you" })).toBeVisible();
  await expect(seeker.getByText("Employer notices")).toHaveCount(0);
  await candidate.close();
});
