import { createAccountThroughApi } from "./accounts-helpers";
import { expect, test } from "./test";

/** A signed-in visitor saves and unsaves a job from the search results. */
test("a signed-in user saves a job and it stays saved on the server", async ({ page, request, baseURL }) => {
  const { token: accesstoken } = await createAccountThroughApi(request, "saver");
  await page.context().addCookies([{ name: "session", value: accesstoken, url: baseURL! }]);

  await page.goto("/search/job", { waitUntil: "networkidle" });
  const card = page.locator("article").first();
  const title = (await card.locator("h2, h3").first().innerText()).trim();
  const save = card.getByRole("button", { name: "Save" });
  await save.click();
  await expect(page).toHaveURL(/\/search\/job$/);
  await expect(card.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");
  await expect(card.getByRole("status")).toHaveText("Job saved successfully!");

  // The saved state comes from the server: after a reload, and on the home page's recent jobs.
  await page.reload({ waitUntil: "networkidle" });
  await expect(card.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");
  await page.goto("/", { waitUntil: "networkidle" });
  const homeCard = page.locator("article", { has: page.getByRole("heading", { name: title, exact: true }) }).first();
  await expect(homeCard.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");
  await page.goto("/search/job", { waitUntil: "networkidle" });

  const saved = await request.get("/api/saved-jobs/", { headers: { authorization: `Bearer ${accesstoken}` } });
  expect((await saved.json()).data.map((job: { title: string }) => job.title)).toEqual([title]);

  await card.getByRole("button", { name: "Saved" }).click();
  await expect(card.getByRole("status")).toHaveText("Job removed");
  const after = await request.get("/api/saved-jobs/", { headers: { authorization: `Bearer ${accesstoken}` } });
  expect((await after.json()).data).toEqual([]);
});

test("a guest who presses Save is sent to log in with a way back", async ({ page }) => {
  await page.goto("/search/job");
  await page.locator("article").first().getByRole("link", { name: "Save job" }).click();
  await expect(page).toHaveURL(
    /\/login\?returnUrl=%2Fsearch%2Fjob&message=Please\+log\+in|\/login\?returnUrl=%2Fsearch%2Fjob&message=Please%20log%20in/,
  );
  await expect(page.getByText("Please log in to save jobs.")).toBeVisible();
});

test("without JavaScript the Save form posts and comes back to the page", async ({ browser, request, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const { token: accesstoken } = await createAccountThroughApi(request, "nojs", { firstName: "Ravi", lastName: "K" });
  await context.addCookies([{ name: "session", value: accesstoken, url: baseURL! }]);
  const page = await context.newPage();
  await page.goto("/search/job?sort=title");
  await page.locator("article").first().getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/search\/job\?sort=title$/);
  const saved = await request.get("/api/saved-jobs/", { headers: { authorization: `Bearer ${accesstoken}` } });
  expect((await saved.json()).data).toHaveLength(1);
  await context.close();
});
