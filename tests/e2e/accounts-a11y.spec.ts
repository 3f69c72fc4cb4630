import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test";
import { fakeGoogleClient, newCandidate, signInNewCandidate } from "./accounts-helpers";

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
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

test.beforeEach(async ({ page }) => {
  await fakeGoogleClient(page, null);
});

for (const path of ["/login", "/register", "/forgot-password"]) {
  test(`${path} has no serious or critical axe violations, also with its messages showing`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("form").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Touch the first field so the error messages render, then check again.
    const field = page.getByRole("main").getByRole("textbox").first();
    await field.fill("x");
    await field.fill("");
    await field.blur();
    await expect(page.getByRole("main").getByRole("alert").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("the reset code step and the signed-in pages have no serious or critical axe violations", async ({ page }) => {
  // A sign-up and axe on five pages: 32 s in one CI run, past the default timeout.
  test.setTimeout(90_000);
  await page.goto("/forgot-password");
  await page.getByLabel("Email", { exact: true }).fill("someone@example.in");
  await page.getByRole("button", { name: "Send Code" }).click();
  await expect(page.getByLabel("Verification code")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await signInNewCandidate(page, newCandidate("axe"));
  for (const path of ["/profile", "/dashboard/jobs", "/dashboard/profile", "/dashboard/create-a-job"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
