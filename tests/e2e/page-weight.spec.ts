import type { Response } from "@playwright/test";
import { expect, test } from "./test";

/**
 * The home, search and job pages are the ones Lighthouse measures (bench/lighthouse.bench.ts): each script they
 * load costs the phone main-thread time. The validation library (zod, some 90 kB) is for forms whose checks run on
 * the server first; none of these pages may pull it in before a person reaches such a form (decision 097).
 */
const validationLibraryMark = "ZodError";

for (const name of ["home", "search", "job"] as const) {
  test(`the ${name} page loads no validation library`, async ({ page, request }) => {
    let url: string = name === "home" ? "/" : "/search/python";
    if (name === "job") {
      const [job] = (await (await request.get("/api/alljobs/0?limit=1")).json()) as { id: number; slug: string }[];
      url = `/job-details/${job.id}/${job.slug}`;
    }
    const scripts: Response[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response);
    });
    const answer = await page.goto(url);
    expect(answer?.ok()).toBe(true);
    // The page hydrated (the fixture waited for it), so every script it needs has loaded.
    expect(scripts.length).toBeGreaterThan(0);
    const withLibrary: string[] = [];
    for (const script of scripts)
      if ((await script.text()).includes(validationLibraryMark)) withLibrary.push(new URL(script.url()).pathname);
    expect(withLibrary).toEqual([]);
  });
}

/**
 * A card shows no description, so the lists' loader data (inline in the HTML, parsed before the page is usable) carries
 * none: with each job whole it was a fifth of the home page (decision 212).
 */
for (const url of ["/", "/search/python"]) {
  test(`the page data of ${url} carries no job description`, async ({ request }) => {
    const html = await (await request.get(url)).text();
    const data = html.match(/streamController\.enqueue\((.*?)\);<\/script>/s)?.[1] ?? "";
    // The data names each job's title, so it is the cards' data that was read.
    expect(data).toContain('\\"title\\"');
    expect(data).not.toMatch(/description/i);
  });
}
