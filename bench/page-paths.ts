/** The pages the page benchmarks ask (page-load, page-render-profile, page-miss-ab): one place, so their figures are of the same pages. */

const PAGE_SEARCH_WORDS = [
  "engineer",
  "react",
  "python",
  "designer",
  "remote",
  "data",
  "manager",
  "sales",
  "java",
  "devops",
  "product",
  "marketing",
  "frontend",
  "backend",
  "android",
  "ios",
  "golang",
  "analyst",
  "finance",
  "support",
  "senior",
  "junior",
  "intern",
  "lead",
  "cloud",
  "security",
  "qa",
  "node",
  "kotlin",
  "scientist",
  "ml",
  "sde",
  "hr",
  "content",
  "growth",
  "bengaluru",
  "mumbai",
  "delhi",
  "pune",
  "hyderabad",
  "chennai",
  "full stack",
  "platform",
  "mobile",
  "ux",
  "writer",
  "operations",
  "account",
  "recruiter",
  "customer",
];

/** The 50 search pages. */
export const PAGE_SEARCH_PATHS = PAGE_SEARCH_WORDS.map((word) => `/search/job?q=${encodeURIComponent(word)}`);

/** The job pages' own addresses (/job-details/{id}/{slug}), from the board's redirect of /job/{id}. */
export function jobPagePaths(serverUrl: string, ids: number[]): Promise<string[]> {
  return Promise.all(
    ids.map(
      async (id) =>
        new URL((await fetch(`${serverUrl}/job/${id}`, { redirect: "manual" })).headers.get("location")!, "http://x")
          .pathname,
    ),
  );
}
