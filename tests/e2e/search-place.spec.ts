// Issue 44 point 1: search by place. 'react developer bengaluru' and the location box find Bengaluru jobs (never a remote
// job or another city's), or say plainly there are none and offer the role elsewhere and remote; the heading, the title
// and the canonical address name the place; the pages stay axe-clean, on a phone and a desktop. Reads the demo data only.
import { seriousViolations } from "./employer-helpers";
import { expect, test, type Page } from "./test";

interface SearchAnswer {
  total: number;
  mode: string;
  keywords: string;
  place: { value: string; label: string; from: string } | null;
  jobs: { addressLocality: string | null; workplace: string }[];
}

const widths = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
];

/** The search API's answer, which the page answers from. */
async function apiAnswer(page: Page, search: string): Promise<SearchAnswer> {
  return (await (await page.request.get(`/api/search?${search}`)).json()) as SearchAnswer;
}

for (const { name, viewport } of widths) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test("a city among the keywords is the place: Bengaluru jobs, headed and titled so", async ({ page }) => {
      const answer = await apiAnswer(page, "q=react+developer+bengaluru&limit=100");
      expect(answer.place).toMatchObject({ value: "bengaluru", label: "Bengaluru", from: "query" });
      for (const job of answer.jobs)
        expect([job.addressLocality, job.workplace]).toEqual(["Bengaluru", expect.not.stringMatching(/^remote$/)]);

      await page.goto("/");
      await page.getByRole("combobox", { name: "Job title, skill or company" }).fill("react developer bengaluru");
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/\/search\/react%20developer%20bengaluru$/);
      // Jobs there with every word are 'React developer jobs'; only the closest matches there are headed as such.
      const named =
        answer.mode === "partial"
          ? "Closest matches to “react developer” in Bengaluru"
          : "React developer jobs in Bengaluru";
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toHaveText(named);
      await expect(page).toHaveTitle(`${named} | Startup Jobs`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        /\/search\/job\?q=react\+developer&where=Bengaluru$/,
      );
      await expect(page.getByRole("combobox", { name: "Location: a city, or remote" })).toHaveValue("Bengaluru");
      // The city is the place, not a missing word: the closest matches, when shown, are jobs there (checked above).
      if (answer.total === 0 || answer.mode === "partial")
        await expect(page.getByTestId("place-empty")).toHaveText(
          "There are no “react developer” jobs in Bengaluru right now.",
        );
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("a place where no job has every word: the closest matches there are headed and titled so, under the plain line", async ({
      page,
    }) => {
      // A demo city where no job has both words but some have one (which city depends on how the demo deals its jobs).
      const candidates = ["Kochi", "Jaipur", "Ahmedabad", "Kolkata", "Chennai", "Hyderabad", "Pune", "Noida", "Mumbai"];
      let city = "";
      let answer: SearchAnswer | undefined;
      for (const candidate of candidates) {
        answer = await apiAnswer(page, `q=react+developer&where=${candidate}`);
        if (answer.mode === "partial" && answer.place?.label === candidate && answer.total > 0) {
          city = candidate;
          break;
        }
      }
      expect(city, "a demo city with only close matches for 'react developer'").not.toBe("");
      expect(await apiAnswer(page, `q=react+developer+${city.toLowerCase()}`)).toMatchObject({
        mode: "partial",
        place: { label: city },
        total: answer!.total,
      });
      for (const search of [
        `/search/react%20developer%20${city.toLowerCase()}`,
        `/search/job?q=react+developer&where=${city}`,
      ]) {
        await page.goto(search);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          `Closest matches to “react developer” in ${city}`,
        );
        await expect(page).toHaveTitle(`Closest matches to “react developer” in ${city} | Startup Jobs`);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
        await expect(page.getByTestId("place-empty")).toHaveText(
          `There are no “react developer” jobs in ${city} right now.`,
        );
        // Said once, naming the place: not again as 'No job matched every word'.
        await expect(page.getByText("No job matched every word")).toHaveCount(0);
        const choices = page.getByRole("list", { name: "Other places for this search" });
        await expect(choices.getByRole("link", { name: /^“react developer” jobs in any place \(\d/ })).toBeVisible();
        await expect(page.getByTestId("result-count")).toContainText(`of ${answer!.total} job`);
      }
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("the location box, by another name of the city, finds only jobs there, and says so when there are none", async ({
      page,
    }) => {
      await page.goto("/jobs");
      await page.getByRole("combobox", { name: "Location: a city, or remote" }).fill("Bangalore");
      await page.getByRole("combobox", { name: "Location: a city, or remote" }).press("Enter");
      await expect(page).toHaveURL(/where=Bangalore/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Jobs in Bengaluru");
      const answer = await apiAnswer(page, "where=Bangalore&limit=100");
      expect(answer.total).toBeGreaterThan(0);
      for (const job of answer.jobs)
        expect([job.addressLocality, job.workplace]).toEqual(["Bengaluru", expect.not.stringMatching(/^remote$/)]);
      await expect(page.getByTestId("result-count")).toContainText(`of ${answer.total.toLocaleString("en-IN")} jobs`);
      expect(await seriousViolations(page)).toEqual([]);

      // A role the place has none of: said plainly, naming both, with the role elsewhere and remote as labelled choices.
      await page.goto("/search/job?q=zzyzx&where=Atlantis");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zzyzx jobs in Atlantis");
      await expect(page.getByTestId("place-empty")).toHaveText("There are no “zzyzx” jobs in Atlantis right now.");
      await page.goto("/search/job?q=engineer&where=Atlantis");
      const choices = page.getByRole("list", { name: "Other places for this search" });
      await expect(choices.getByRole("link", { name: /^“engineer” jobs in any place \(\d/ })).toBeVisible();
      await expect(choices.getByRole("link", { name: /^Remote “engineer” jobs \(\d/ })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await choices.getByRole("link", { name: /^Remote/ }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Remote engineer jobs");
    });
  });
}

test("without JavaScript the home page's two boxes are a plain GET search", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/");
  await page.getByRole("combobox", { name: "Job title, skill or company" }).fill("backend");
  await page.getByRole("combobox", { name: "Location: a city, or remote" }).fill("pune");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search\/job\?q=backend&where=pune$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Backend jobs in Pune$/);
  // No axe here: it runs its script in the page, which this context forbids; the same page is checked with JavaScript above.
  await context.close();
});

test("a category page has the location box, searching within the category", async ({ page }) => {
  await page.goto("/category/software-engineering");
  const form = page.getByRole("search", { name: /^Search .* jobs$/ });
  await form.getByRole("combobox", { name: "Location: a city, or remote" }).fill("Gurgaon");
  await form.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search\/job\?category=software-engineering.*where=Gurgaon/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Jobs in Gurugram");
  expect(await seriousViolations(page)).toEqual([]);
});
