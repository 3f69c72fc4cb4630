import { readFile, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test";
import { createAccountThroughApi } from "./accounts-helpers";

/** Job alerts in Chromium: a signed-in user creates, edits, pauses and deletes; a guest confirms from the mail without JavaScript. */
const outbox = path.join(process.env.DATA_DIR ?? path.join(tmpdir(), `jobboard-e2e-${process.env.E2E_PORT}`), "outbox");

async function mailTo(to: string, subject: RegExp): Promise<string> {
  let found = "";
  await expect
    .poll(
      async () => {
        for (const file of (await readdir(outbox).catch(() => [] as string[])).filter((name) =>
          name.endsWith(".eml"),
        )) {
          const raw = await readFile(path.join(outbox, file), "utf8");
          if (raw.includes(`To: ${to}`) && subject.test(raw))
            found = raw
              .replace(/=\r?\n/g, "")
              .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        }
        return found !== "";
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found;
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

async function signIn(page: Page, request: import("@playwright/test").APIRequestContext, baseURL: string) {
  const { email, token } = await createAccountThroughApi(request, "alerts", { firstName: "Meera", lastName: "Iyer" });
  // An alert of an account whose address is not proved waits for the same opt-in as a guest's (issue 27): prove it.
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.post("/api/account/code", { headers })).ok()).toBe(true);
  const code = /code is: (\d{6})/.exec(await mailTo(email, /code is: \d{6}/))![1];
  expect((await request.post("/api/account/email/verify", { headers, data: { code } })).ok()).toBe(true);
  await page.context().addCookies([{ name: "session", value: token, url: baseURL }]);
}

/** Saves the search at `path` as an alert by its page's form, then opens My alerts. */
async function alertFromSearch(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
  const form = page.getByRole("region", { name: "Email me new jobs like these" });
  await form.getByRole("button", { name: "Create alert" }).click();
  await expect(form.getByRole("status")).toHaveText("Your alert is on. We will e-mail you new jobs like these.");
  await page.goto("/dashboard/alerts", { waitUntil: "networkidle" });
}

test("a signed-in user creates an alert from a search, then renames, re-filters, pauses and deletes it", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL!);
  await page.goto("/search/job?q=developer", { waitUntil: "networkidle" });
  const form = page.getByRole("region", { name: "Email me new jobs like these" });
  await form.getByRole("combobox", { name: "How often" }).selectOption("weekly");
  await form.getByRole("button", { name: "Create alert" }).click();
  await expect(form.getByRole("status")).toHaveText("Your alert is on. We will e-mail you new jobs like these.");
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto("/dashboard", { waitUntil: "networkidle" });
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "My alerts" }).click();
  await expect(page).toHaveURL(/\/dashboard\/alerts$/);
  const alert = page.getByRole("article", { name: "Developer" });
  await expect(alert).toContainText("Weekly · Active");
  await expect(alert).toContainText(/\d+ jobs? matched in the last 7 days/);
  expect(await seriousViolations(page)).toEqual([]);

  await alert.getByText("Edit").click();
  await alert.getByRole("textbox", { name: "Name" }).fill("Remote developer roles");
  await alert.getByRole("group", { name: "Locations" }).getByRole("checkbox", { name: "Remote" }).check();
  await alert.getByRole("combobox", { name: "How often" }).selectOption("daily");
  await alert.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "saved" })).toHaveText(
    "Alert “Remote developer roles” saved.",
  );
  const renamed = page.getByRole("article", { name: "Remote developer roles" });
  await expect(renamed).toContainText("Daily · Active");
  await expect(renamed.getByRole("link", { name: /See matching jobs/ })).toHaveAttribute(
    "href",
    "/search/job?q=developer&location=remote",
  );

  await renamed.getByRole("button", { name: "Pause Remote developer roles" }).click();
  await expect(renamed).toContainText("Daily · Paused");
  await renamed.getByRole("button", { name: "Resume Remote developer roles" }).click();
  await expect(renamed).toContainText("Daily · Active");
  await renamed.getByRole("button", { name: "Delete Remote developer roles" }).click();
  await expect(page.getByText("No alerts yet.")).toBeVisible();
});

test("on a phone, an alert's places are checkboxes, most jobs first as the location box suggests them, then Remote", async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, request, baseURL!);
  await alertFromSearch(page, "/search/job?q=designer");
  const alert = page.getByRole("article", { name: "Designer" });
  await alert.getByText("Edit").click();
  const locations = alert.getByRole("group", { name: "Locations" });
  // The location box's suggestions, in their order (most open jobs first), without Remote, which comes after them.
  const { facets } = (await (await request.get("/api/search?limit=1&facets=true")).json()) as {
    facets: { location: { value: string; label: string; count: number }[] };
  };
  const places = facets.location
    .filter((place) => place.value !== "remote")
    .sort((a, b) => b.count - a.count)
    .map((place) => place.label);
  expect(places.slice(0, 2)).toEqual(["Bengaluru", "Mumbai"]);
  const labels = await locations
    .getByRole("checkbox")
    .evaluateAll((boxes) => boxes.map((box) => box.closest("label")?.textContent?.trim()));
  expect(labels).toEqual([...places, "Remote"]);
  // No native multi-select: each list is a group of checkboxes that fits the phone's width.
  await expect(alert.getByRole("listbox")).toHaveCount(0);
  // Remote is offered once, as the search's filter panel offers it.
  await expect(alert.getByRole("checkbox", { name: "Remote" })).toHaveCount(1);
  const box = (await locations.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);

  await locations.getByRole("checkbox", { name: "Pune" }).check();
  await locations.getByRole("checkbox", { name: "Remote" }).check();
  await alert.getByRole("group", { name: "Job types" }).getByRole("checkbox", { name: "Internship" }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await alert.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "saved" })).toContainText("saved.");
  await expect(alert.getByRole("link", { name: /See matching jobs/ })).toHaveAttribute(
    "href",
    "/search/job?q=designer&type=Internship&location=pune&location=remote",
  );
  await page.reload({ waitUntil: "networkidle" });
  await alert.getByText("Edit").click();
  await expect(locations.getByRole("checkbox", { name: "Pune" })).toBeChecked();
  await expect(locations.getByRole("checkbox", { name: "Remote" })).toBeChecked();
  await expect(locations.getByRole("checkbox", { name: "Bengaluru" })).not.toBeChecked();
});

test("an alert's pay is the search's LPA bands; an older minimum salary is one box to keep or clear; saving keeps the filters the form does not show", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL!);
  // An old link's minimum salary, the pay band and a startup filter, as the search page takes them.
  await alertFromSearch(page, "/search/job?q=engineer&workplace=remote&lpa=10-20&minSalary=1500000");
  const alert = page.getByRole("article").filter({ hasText: "Engineer" });
  await alert.getByText("Edit").click();
  await expect(alert.getByRole("textbox", { name: "Name" })).toHaveAttribute("required", "");
  await expect(alert.getByText("Name (required)", { exact: true })).toBeVisible();
  // One salary filter: the bands of the search's panel, no 'Minimum salary' select.
  await expect(alert.getByRole("combobox", { name: "Minimum salary" })).toHaveCount(0);
  const pay = alert.getByRole("group", { name: "Pay in LPA (₹)" });
  await expect(pay.getByRole("checkbox", { name: "₹10-20 LPA" })).toBeChecked();
  await expect(pay.getByRole("checkbox", { name: "₹20+ LPA" })).not.toBeChecked();
  const older = pay.getByRole("checkbox", { name: /Minimum ₹15 LPA\+/ });
  await expect(older).toBeChecked();
  await pay.getByRole("checkbox", { name: "₹20+ LPA" }).check();
  await older.uncheck();
  await alert.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "saved" })).toContainText("saved.");
  await expect(alert.getByRole("link", { name: /See matching jobs/ })).toHaveAttribute(
    "href",
    "/search/job?q=engineer&workplace=remote&lpa=10-20&lpa=20-plus",
  );
  await alert.getByText("Edit").click();
  await expect(alert.getByRole("checkbox", { name: /Minimum ₹15 LPA\+/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test("a guest without JavaScript signs up on a category page, confirms from the mail and manages the alert", async ({
  browser,
  page: scripted,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const email = `guest.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;
  await page.goto("/category/data-science");
  const form = page.getByRole("region", { name: "Email me new jobs like these" });
  await form.getByRole("textbox", { name: "Email address" }).fill(email);
  await form.getByRole("button", { name: "Create alert" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Job alert saved");
  await expect(page.getByText("Almost done: check your inbox and click the link to start this alert.")).toBeVisible();
  // Fits a phone: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const mail = await mailTo(email, /Confirm your Startup Jobs job alert/);
  const confirmUrl = mail.match(/https?:\/\/[^\s"<>]+\/alerts\/confirm\?token=[A-Za-z0-9_-]+/)![0];
  const confirmPath = new URL(confirmUrl).pathname + new URL(confirmUrl).search;
  // axe needs scripts: it checks the page in a second, scripted tab (a GET changes nothing).
  await scripted.goto(confirmPath);
  await expect(scripted.getByRole("heading", { level: 1 })).toHaveText("Confirm your job alert");
  expect(await seriousViolations(scripted)).toEqual([]);
  await page.goto(confirmPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your job alert");
  await page.getByRole("button", { name: "Confirm and start" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your alert is on");
  await page.getByRole("link", { name: "Manage your alerts" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My alerts");
  await expect(page.getByText(`Job alerts e-mailed to ${email}.`)).toBeVisible();
  await scripted.goto(new URL(page.url()).pathname + new URL(page.url()).search);
  expect(await seriousViolations(scripted)).toEqual([]);
  const alert = page.getByRole("article", { name: "Data Science" });
  await expect(alert).toContainText("Daily · Active");
  await alert.getByRole("button", { name: "Delete Data Science" }).click();
  await expect(page.getByText("No alerts yet.")).toBeVisible();

  // The confirmation link worked once.
  await page.goto(confirmPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link does not work");
  await context.close();
});
