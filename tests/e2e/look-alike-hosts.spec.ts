/**
 * Issue 43 point 5 in Chromium (decision 160): a company website whose host mixes scripts (a Cyrillic е in
 * 'еmp2corp') is printed in its punycode form on the job page, as the address bar would show it, and its
 * employer's page says an address cannot verify it.
 */
import { expect, test } from "./test";
import { adminPage, fillJobForm, newEmployer, signInNewEmployer } from "./employer-helpers";

test.describe.configure({ timeout: 150_000 });

test("a look-alike company website is printed in punycode beside the job, and only our team can verify it", async ({
  page,
  browser,
}) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const unicodeHost = `\u0435mp2corp${tag}.test`; // \u0435: Cyrillic е
  const asciiHost = new URL(`https://${unicodeHost}`).hostname;
  expect(asciiHost).toMatch(/^xn--/);
  const employer = {
    ...newEmployer("lookalike", { verify: false, email: `boss.${tag}@${asciiHost}` }),
    website: `https://${unicodeHost}`,
  };
  await signInNewEmployer(page, employer);

  await page.goto("/dashboard/company");
  await expect(page.getByText("mixes alphabets, as look-alike domains do")).toBeVisible();
  await expect(page.getByRole("button", { name: /E-mail a code/ })).toHaveCount(0);

  const title = `Look-alike Role ${tag}`;
  await page.goto("/dashboard/create-a-job");
  await fillJobForm(page, title, employer);
  await page.getByRole("button", { name: "Post Job" }).click();
  await expect(page).toHaveURL(/\/dashboard\/jobs-list\?created=\d+/);
  const id = Number(/created=(\d+)/.exec(page.url())![1]);

  const admin = await adminPage(browser, "lookalikeadmin");
  await admin.goto("/admin/review");
  await admin
    .getByRole("listitem")
    .filter({ has: admin.getByText(title) })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(admin.getByText("Approved: the job is live and the employer was mailed.")).toBeVisible();

  await page.goto(`/job/${id}`);
  const about = page.getByRole("region", { name: "About Company" });
  await expect(about.getByRole("link", { name: asciiHost })).toBeVisible();
  await expect(about).not.toContainText(unicodeHost);
  await expect(page.getByText("Verified employer")).toHaveCount(0);
});
