// Issue 44 point 5: a candidate who follows a job's Apply link (the company's site opens in a new tab) is asked 'Did
// you apply?' when they come back to the board's tab, without reloading it. The company's site is answered here.
import { newCandidate, signInNewCandidate } from "./accounts-helpers";
import { seriousViolations } from "./employer-helpers";
import { expect, test, type Page } from "./test";

const prompt = (page: Page) => page.getByRole("region", { name: "Did you apply?" });

/** Demo jobs with an Apply link: the search API's newest, each taken once by the tests below. */
async function openJobs(page: Page): Promise<{ id: number; title: string }[]> {
  const answer = (await (await page.request.get("/api/search?sort=recent&limit=20")).json()) as {
    jobs: { id: number; title: string }[];
  };
  return answer.jobs;
}

/** Opens the job's page, follows Apply Now into its new tab, and comes back to the board's tab. */
async function applyInNewTab(page: Page, job: { id: number; title: string }) {
  await page.goto(`/job/${job.id}`);
  await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
  await expect(prompt(page)).toHaveCount(0);
  const popup = page.waitForEvent("popup");
  await page.getByRole("link", { name: /Apply Now/ }).click();
  const companySite = await popup;
  await companySite.waitForLoadState();
  await page.bringToFront();
  return companySite;
}

test.beforeEach(async ({ context }) => {
  // The company's own site: no outside request from the test machine.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)[^/]+\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Careers</title><h1>Careers</h1>" }),
  );
});

test("coming back to the tab (it is shown again) asks 'Did you apply?', and the answer is kept", async ({ page }) => {
  await signInNewCandidate(page, newCandidate("tabback"));
  const [job] = await openJobs(page);
  const companySite = await applyInNewTab(page, job);
  // The tab was hidden while the company's site was in front, and is shown again.
  await page.evaluate(() => {
    const show = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    };
    show("hidden");
    show("visible");
  });
  await expect(prompt(page)).toContainText(job.title);
  await expect(page.getByRole("status").filter({ hasText: `Did you apply to ${job.title}` })).toBeAttached();
  // The page was not reloaded: still the same job page, where the person was.
  await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await prompt(page)
    .getByRole("button", { name: new RegExp(`^Applied to ${job.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} at `) })
    .click();
  await expect(prompt(page)).toHaveCount(0);
  await expect(
    page.getByRole("status").filter({ hasText: `${job.title}: Added to your applications.` }),
  ).toBeAttached();
  await companySite.close();
});

test("coming back to the window (it is focused again) asks too; a guest's tab asks nothing", async ({
  page,
  browser,
}) => {
  await signInNewCandidate(page, newCandidate("focusback"));
  const jobs = await openJobs(page);
  const job = jobs[1];
  await applyInNewTab(page, job);
  await page.evaluate(() => {
    window.dispatchEvent(new Event("blur"));
    window.dispatchEvent(new Event("focus"));
  });
  await expect(prompt(page)).toContainText(job.title);

  // A guest follows the same kind of link: nothing to ask, and nothing asked for.
  const guest = await browser.newContext();
  const visitor = await guest.newPage();
  await guest.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)[^/]+\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Careers</title>" }),
  );
  const asked: string[] = [];
  visitor.on("request", (request) => {
    if (request.url().includes("/applications/prompt")) asked.push(request.url());
  });
  await visitor.goto(`/job/${jobs[2].id}`);
  const popup = visitor.waitForEvent("popup");
  await visitor.getByRole("link", { name: /Apply Now/ }).click();
  await (await popup).waitForLoadState();
  await visitor.evaluate(() => {
    window.dispatchEvent(new Event("blur"));
    window.dispatchEvent(new Event("focus"));
  });
  await expect(prompt(visitor)).toHaveCount(0);
  expect(asked).toEqual([]);
  await guest.close();
});
