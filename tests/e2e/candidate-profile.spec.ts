import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test";
import { pdfResume } from "../factories/resume-files";
import { fakeGoogleClient, newCandidate, signInNewCandidate } from "./accounts-helpers";

/** Every axe finding, of any impact (the candidate pages are held to none). */
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

test("profile: edit the fields, upload a PDF made here, accept the skills found in it, download it; another user is refused", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  await signInNewCandidate(page, newCandidate("profile"));
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "My Profile", level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The e-mail is shown, not editable; saving without a resume is refused (SPEC §5).
  await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("readonly", "");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Please upload your resume to proceed with saving.")).toBeVisible();
  await expect(page.getByText("Please upload your resume", { exact: true })).toBeVisible();

  // Full name is required.
  await page.getByLabel("Full name").fill("");
  await page.getByLabel("Full name").blur();
  await expect(page.getByText("Please provide your full name")).toBeVisible();
  await page.getByLabel("Full name").fill("Ananya R. Iyer");

  await page.getByLabel("Desired job title").fill("Frontend Developer");
  await page.getByLabel("Preferred industry").fill("Frontend Development");
  await page.getByLabel("Years of experience").selectOption({ label: "4 years" });
  await expect(page.getByLabel("Years of experience").locator("option")).toHaveCount(32);
  // Skills as tags: remove one, add one with Enter.
  const skills = page.getByRole("list", { name: "Your skills" });
  await skills.getByRole("button", { name: "Remove CSS" }).click();
  await expect(skills.getByRole("listitem")).toHaveCount(2);
  await expect(skills).not.toContainText("CSS");
  await page.getByLabel("Skills", { exact: true }).fill("Redux");
  await page.getByLabel("Skills", { exact: true }).press("Enter");
  await expect(skills.getByRole("listitem")).toHaveCount(3);

  const pdf = await pdfResume([
    "Ananya Iyer - Frontend Developer",
    "Shipped React apps; services in Go on Kubernetes, data in PostgreSQL.",
  ]);
  await page
    .getByLabel("Resume", { exact: true })
    .setInputFiles({ name: "ananya-cv.pdf", mimeType: "application/pdf", buffer: pdf });
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();
  const offer = page.getByRole("region", { name: /We found .* in your resume: add them\?/ });
  await expect(offer).toContainText("We found Go, Kubernetes and PostgreSQL in your resume: add them?");
  // Saving dims the button (disabled, 60% opacity) and it fades back in over 150 ms: axe measures the colours it
  // finds, so it waits for the fade to end (CI once caught the button half-faded).
  await expect(page.getByRole("button", { name: "Save Profile" })).toHaveCSS("opacity", "1");
  expect(await axeViolations(page)).toEqual([]);
  // SPEC §8: the success message goes after 3 s.
  await expect(page.getByText("Profile updated successfully!")).toBeHidden({ timeout: 8_000 });

  await offer.getByRole("button", { name: "Add them to my skills" }).click();
  await expect(page.getByText("Added Go, Kubernetes and PostgreSQL to your skills.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("list", { name: "Your skills" }).getByRole("listitem")).toHaveCount(6);
  await expect(page.getByLabel("Years of experience")).toHaveValue("4");
  await expect(page.getByText(/ananya-cv\.pdf · \d+ (bytes|KB) · uploaded/)).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download resume" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("ananya-cv.pdf");
  const resumeUrl = await page.getByRole("link", { name: "Download resume" }).getAttribute("href");

  // Another signed-in user, and a guest, get 404 for that address, never the file.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await fakeGoogleClient(otherPage, null);
  await signInNewCandidate(otherPage, newCandidate("other"));
  const refused = await otherPage.request.get(resumeUrl!);
  expect(refused.status()).toBe(404);
  expect(await refused.text()).not.toContain("%PDF");
  await other.close();
  const guest = await request.get(resumeUrl!);
  expect(guest.status()).toBe(404);

  // Delete: then there is nothing to download, and no Download is offered (issue 44, decision 178).
  await page.getByRole("button", { name: "Delete resume" }).click();
  await expect(page.getByText("Resume deleted.")).toBeVisible();
  await expect(page.getByText("No resume uploaded yet.", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "Download resume" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Download resume" })).toHaveCount(0);
});

test("profile works without JavaScript: a multipart form post with the resume", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInNewCandidate(page, newCandidate("nojsprofile"));
  await page.goto("/dashboard/profile");
  await page.getByLabel("Skills").fill("React, TypeScript, Go");
  await page.getByLabel("Years of experience").selectOption("2");
  await page
    .getByLabel("Resume", { exact: true })
    .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: await pdfResume(["Kubernetes"]) });
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();
  await expect(page.getByText("We found Kubernetes in your resume: add it?")).toBeVisible();
  await page.getByRole("button", { name: "Add it to my skills" }).click();
  await expect(page.getByText("Added Kubernetes to your skills.")).toBeVisible();
  await expect(page.getByLabel("Skills")).toHaveValue("React, TypeScript, Go, Kubernetes");
  // A wrong file type is refused by content with SPEC's message.
  await page.getByLabel("Replace resume").setInputFiles({
    name: "photo.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"),
  });
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Invalid file type. Please upload a PDF or Word document.").first()).toBeVisible();
  await context.close();
});
