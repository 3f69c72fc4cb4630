import { boardHour } from "../../core/shared/board-time";
import { newCandidate, signInNewCandidate } from "./accounts-helpers";
import { expect, test } from "./test";

/**
 * Issue 44 point 4: every time a person reads is in India's time unless the person's own zone is known. A browser
 * that reports plain UTC (a machine's default) reads India's time; one that names its zone reads its own.
 */
// SPEC §2's rule, written out here: the route module itself pulls in the server's session code.
const timeOfDayGreeting = (hour: number) =>
  hour < 12 ? "Good morning" : hour < 18 ? "Good afternoon" : "Good evening";

test.describe("a browser that reports UTC reads India's time", () => {
  test.use({ timezoneId: "UTC" });

  test("the dashboard greets by the hour in India and the sessions list says IST", async ({ page }) => {
    await signInNewCandidate(page, newCandidate("utc_reader"));
    await page.goto("/dashboard/jobs");
    await expect(page.getByText(timeOfDayGreeting(boardHour()), { exact: true })).toBeVisible();
    await page.goto("/settings");
    const session = page.getByRole("list", { name: "Sessions" }).getByRole("listitem").first();
    await expect(session).toContainText(/Signed in \d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{2}:\d{2} IST/);
    await expect(session).not.toContainText("UTC");
  });
});

test.describe("a browser that names its zone reads its own time", () => {
  test.use({ timezoneId: "America/New_York" });

  test("the sessions list is in the reader's zone and the greeting by the reader's clock", async ({ page }) => {
    await signInNewCandidate(page, newCandidate("ny_reader"));
    await page.goto("/settings");
    const session = page.getByRole("list", { name: "Sessions" }).getByRole("listitem").first();
    await expect(session).toContainText(/Signed in \d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{2}:\d{2} (EST|EDT|GMT-[45])/);
    await page.goto("/dashboard/jobs");
    const newYorkHour = await page.evaluate(() => new Date().getHours());
    await expect(page.getByText(timeOfDayGreeting(newYorkHour), { exact: true })).toBeVisible();
  });
});
