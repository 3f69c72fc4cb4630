import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test";
import { pdfResume } from "../factories/resume-files";
import { fakeGoogleClient, newCandidate, register, signInNewCandidate } from "./accounts-helpers";

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} ${violation.nodes
        .map((node) => node.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
}

test.beforeEach(async ({ page }) => {
  await fakeGoogleClient(page, null);
});

test("register, fill the profile from a PDF resume, get recommendations that name those skills, save and unsave jobs", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await register(page, newCandidate("dash"));

  // The profile: a platform engineer whose resume names Kubernetes, Terraform and Go.
  await page.goto("/dashboard/profile");
  await page.getByLabel("Desired job title").fill("Platform Engineer");
  await page.getByLabel("Preferred industry").fill("DevOps & Cloud");
  await page.getByLabel("Years of experience").selectOption({ label: "4 years" });
  const pdf = await pdfResume([
    "Ravi Kumar, platform engineer",
    "Runs Kubernetes clusters with Terraform; tools written in Go.",
  ]);
  await page
    .getByLabel("Resume", { exact: true })
    .setInputFiles({ name: "ravi.pdf", mimeType: "application/pdf", buffer: pdf });
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();
  await expect(page.getByText("We found Kubernetes, Terraform and Go in your resume: add them?")).toBeVisible();
  await page.getByRole("button", { name: "Add them to my skills" }).click();
  await expect(page.getByText("Added Kubernetes, Terraform and Go to your skills.")).toBeVisible();

  // Recommendations say why, naming the skills just added.
  await page.getByRole("link", { name: "Recommended Jobs" }).click();
  await expect(page).toHaveURL(/\/dashboard\/jobs$/);
  await expect(page.getByRole("heading", { name: "Recommended Jobs For You" })).toBeVisible();
  await expect(page.getByText(/^(Hello, )/)).toBeVisible();
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(10);
  await expect(cards.first()).toContainText(/Why this job: Matches (Kubernetes|Terraform|Go)/);
  await expect(page.getByRole("navigation", { name: "Recommended jobs pages" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Save two jobs from the recommendations.
  const first = cards.nth(0);
  const second = cards.nth(1);
  // Job titles repeat on the board: a job is known by its detail link.
  const links = [
    await first.getByRole("heading").getByRole("link").getAttribute("href"),
    await second.getByRole("heading").getByRole("link").getAttribute("href"),
  ];
  const card = (href: string | null) =>
    page
      .getByRole("main")
      .getByRole("article")
      .filter({ has: page.locator(`h2 a[href="${href}"], h3 a[href="${href}"]`) });
  await first.getByRole("button", { name: "Save" }).click();
  await expect(first.getByRole("button", { name: "Saved" })).toBeVisible();
  await second.getByRole("button", { name: "Save" }).click();
  await expect(second.getByRole("button", { name: "Saved" })).toBeVisible();

  // A saved job leaves the recommendations; both are on the dashboard's Saved Jobs tab and on /saved-jobs.
  // The Saved label can show before the server has stored the save: reload once both are stored.
  await expect
    .poll(
      async () => {
        const html = await (await page.request.get("/dashboard/saved")).text();
        return links.every((href) => html.includes(`href="${href}"`));
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await page.reload();
  for (const href of links) await expect(card(href)).toHaveCount(0);
  await page.getByRole("link", { name: "Saved Jobs" }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/saved$/);
  for (const href of links) await expect(card(href)).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByTestId("user-menu").locator("summary").click();
  await page.getByTestId("user-menu").getByRole("link", { name: "Saved Jobs" }).click();
  await expect(page).toHaveURL(/\/saved-jobs$/);
  await expect(page.getByRole("heading", { name: "Saved Jobs", level: 1 })).toBeVisible();
  await expect(page.getByText("2 saved jobs")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Unsave one: the list drops it once the server has it, and after a reload it is gone here and on the dashboard.
  await card(links[0]).getByRole("button", { name: "Saved" }).click();
  await expect(card(links[0])).toHaveCount(0);
  await page.reload();
  await expect(page.getByText("1 saved job")).toBeVisible();
  await expect(card(links[0])).toHaveCount(0);
  await expect(card(links[1])).toHaveCount(1);
  await page.goto("/dashboard/saved");
  await expect(card(links[0])).toHaveCount(0);
  await expect(card(links[1])).toHaveCount(1);
});

test("the dashboard tabs are links that work without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInNewCandidate(page, newCandidate("fresh"));
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard\/jobs$/);
  await expect(page.getByRole("heading", { name: "Recommended Jobs For You" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Recommended Jobs" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "Saved Jobs" }).first().click();
  await expect(page.getByText("You have not saved any jobs yet.")).toBeVisible();
  await page.getByRole("link", { name: "My Profile" }).click();
  await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
  await context.close();
});

test("recommendations weigh the preferred location, by any name of the city, and say so (decision 185)", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInNewCandidate(page, newCandidate("place"));
  await page.goto("/dashboard/profile");
  await page.getByLabel("Desired job title").fill("Backend Engineer");
  // 'Bangalore' is the board's Bengaluru (the search's place rule, decision 172).
  await page.getByLabel("Preferred location").fill("Bangalore");
  const pdf = await pdfResume(["Asha Rao, backend engineer", "Builds APIs and services."]);
  await page
    .getByLabel("Resume", { exact: true })
    .setInputFiles({ name: "asha.pdf", mimeType: "application/pdf", buffer: pdf });
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();

  await page.getByRole("link", { name: "Recommended Jobs" }).click();
  await expect(page.getByRole("heading", { name: "Recommended Jobs For You" })).toBeVisible();
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards.first()).toContainText(/Why this job: .*In Bengaluru, your preferred location/);
  expect(await axeViolations(page)).toEqual([]);
});
