import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test";

const pages = [
  "/",
  "/about",
  "/hire-talent",
  "/contact",
  "/legal/privacy-policy",
  "/legal/terms-of-service",
  "/legal/cookie-policy",
  "/not-found",
  "/newsletter",
  `/newsletter/confirm?token=${"x".repeat(43)}`,
];

async function seriousViolations(page: Page) {
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

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["mobile", { width: 390, height: 844 }],
] as const) {
  test.describe(`accessibility on ${device}`, () => {
    test.use({ viewport });

    for (const path of pages) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(path);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test.describe("accessibility of the open mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("has no serious or critical axe violations", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Site menu" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
