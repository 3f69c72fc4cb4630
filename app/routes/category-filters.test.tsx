import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { insertFixtureJobs, type FixtureJob } from "../../tests/fixtures/search-fixtures";
import { withTestDatabase } from "../../tests/setup/test-database";
import CategoryPage, { CATEGORY_PAGE_SIZE, loader, meta } from "./category";

/**
 * Issue 29 point 5 on the category page: the declared facets (funding stage, team size, workplace, equity, pay in LPA)
 * as filters with counts, in the search's parameters; what a visitor sees is the rendered page, so the page is
 * rendered from the loader's answer as the server would.
 */
const database = withTestDatabase();
const CATEGORY = "Facet Test Engineering";
const SLUG = "facet-test-engineering";

beforeAll(async () => {
  const sql = database.handle().sql;
  const jobs: FixtureJob[] = [
    // 14 at a Series A team of 11-50, paying ₹25 LPA at the top: more than one page of 12.
    ...Array.from({ length: 14 }, (_, index): FixtureJob => ({
      title: `Alpha Engineer ${index + 1}`,
      company: "Alpha Facets",
      category: CATEGORY,
      salaryMin: 1_800_000,
      salaryMax: 2_500_000,
      ageDays: index + 1,
    })),
    // 3 at a seed team of 1-10, remote, under ₹10 LPA.
    ...Array.from({ length: 3 }, (_, index): FixtureJob => ({
      title: `Beta Developer ${index + 1}`,
      company: "Beta Facets",
      category: CATEGORY,
      workplace: "remote",
      salaryMin: 400_000,
      salaryMax: 800_000,
      ageDays: index + 1,
    })),
    // Another category's Series A job: never counted here.
    {
      title: "Alpha Designer",
      company: "Alpha Facets",
      category: "Facet Test Design",
      salaryMin: 2_000_000,
      salaryMax: 3_000_000,
    },
  ];
  await insertFixtureJobs(sql, jobs);
  await sql`UPDATE companies SET funding_stage = 'series-a', team_size = '11-50' WHERE slug = 'alpha-facets'`;
  await sql`UPDATE companies SET funding_stage = 'seed', team_size = '1-10' WHERE slug = 'beta-facets'`;
});

type LoaderArgs = Parameters<typeof loader>[0];
type Answer = Awaited<ReturnType<typeof loader>>;

async function load(search = "") {
  const result: Answer = await loader({
    params: { category: SLUG },
    request: new Request(`http://jobs.example/category/${SLUG}${search}`),
    context: {},
  } as unknown as LoaderArgs);
  // data(...) answers (404, 400) carry their status; a plain object is a 200.
  const wrapped = result as unknown as { type?: string; data?: unknown; init?: { status?: number } };
  const body = (wrapped.type === "DataWithResponseInit" ? wrapped.data : result) as Extract<
    Answer,
    { found: true; invalid: null }
  > & { invalid: string | null };
  return { status: wrapped.init?.status ?? 200, body };
}

/** The page as the server renders it for this loader answer. */
function render(search: string, body: unknown): string {
  const Stub = createRoutesStub([
    { id: "routes/category", path: "/category/:category", Component: CategoryPage as never, loader: () => body },
  ]);
  return renderToStaticMarkup(
    <Stub
      initialEntries={[`/category/${SLUG}${search}`]}
      hydrationData={{ loaderData: { "routes/category": body } }}
    />,
  );
}

const counts = (list: { value: string; count: number }[] | undefined) =>
  Object.fromEntries((list ?? []).map((item) => [item.value, item.count]));
const titles = (body: { jobs: { title: string }[] }) => body.jobs.map((job) => job.title);
/** The rendered checkboxes that are checked, as name=value, in page order. */
const checkedBoxes = (html: string) =>
  [...html.matchAll(/<input type="checkbox"[^>]*>/g)]
    .filter(([tag]) => tag.includes('checked=""'))
    .map(([tag]) => `${/name="([^"]+)"/.exec(tag)![1]}=${/value="([^"]+)"/.exec(tag)![1]}`);

describe("category page filters", () => {
  it("renders one group per declared facet with the category's counts", async () => {
    const { status, body } = await load();
    expect(status).toBe(200);
    expect(body.total).toBe(17);
    expect(counts(body.facets.stage)).toEqual({ "series-a": 14, seed: 3 });
    expect(counts(body.facets.size)).toEqual({ "11-50": 14, "1-10": 3 });
    expect(counts(body.facets.workplace)).toEqual({ onsite: 14, remote: 3 });
    expect(counts(body.facets.lpa)).toEqual({ "20-plus": 14, "under-10": 3 });
    const html = render("", body);
    for (const legend of ["Funding stage", "Team size", "Workplace", "Pay in LPA (₹)"])
      expect(html).toContain(`<legend class="text-sm font-semibold text-slate-900">${legend}</legend>`);
    expect(html).toMatch(/name="stage" value="series-a"[^>]*\/>.*?Series A.*?14 jobs/);
    expect(html).toMatch(/name="lpa" value="under-10"[^>]*\/>.*?Under ₹10 LPA.*?3 jobs/);
    expect(html).not.toContain("Clear filters");
    expect(checkedBoxes(html)).toEqual([]);
    // The unfiltered page keeps its canonical address and is indexable.
    const tags = meta({ data: body, matches: [] } as never) as {
      name?: string;
      href?: string;
      rel?: string;
      content?: string;
    }[];
    expect(tags.find((tag) => tag.rel === "canonical")?.href).toBe(`http://localhost:3000/category/${SLUG}`);
    expect(tags.find((tag) => tag.name === "robots")).toBeUndefined();
    expect(tags.find((tag) => tag.rel === "alternate")?.href).toBe(`/feed.xml?category=${SLUG}`);
  });

  it("narrows the jobs by a filter, and counts each facet under the other filters only", async () => {
    const { body } = await load("?stage=series-a");
    expect(body.total).toBe(14);
    expect(titles(body).every((title) => title.startsWith("Alpha Engineer"))).toBe(true);
    // The stage group still offers the other stage with its own count; the other groups count only Series A jobs.
    expect(counts(body.facets.stage)).toEqual({ "series-a": 14, seed: 3 });
    expect(counts(body.facets.lpa)).toEqual({ "20-plus": 14 });
    expect(counts(body.facets.workplace)).toEqual({ onsite: 14 });

    const both = await load("?stage=series-a,seed&lpa=under-10");
    expect(both.body.total).toBe(3);
    expect(titles(both.body).every((title) => title.startsWith("Beta Developer"))).toBe(true);
    expect(counts(both.body.facets.lpa)).toEqual({ "20-plus": 14, "under-10": 3 });
    expect(counts(both.body.facets.stage)).toEqual({ seed: 3, "series-a": 0 });
  });

  it("keeps the filters in pagination, the feed, the search link and the alert, and keeps the filtered page out of the index", async () => {
    const first = await load("?stage=series-a&lpa=20-plus");
    expect(first.body.jobs).toHaveLength(CATEGORY_PAGE_SIZE);
    expect(first.body.totalPages).toBe(2);
    const html = render("?stage=series-a&lpa=20-plus", first.body);
    expect(html).toContain(`href="/category/${SLUG}?stage=series-a&amp;lpa=20-plus&amp;page=2"`);
    expect(html).toContain(`href="/search/job?category=${SLUG}&amp;stage=series-a&amp;lpa=20-plus"`);
    expect(html).toContain(`name="search" value="category=${SLUG}&amp;stage=series-a&amp;lpa=20-plus"`);
    expect(checkedBoxes(html)).toEqual(["stage=series-a", "lpa=20-plus"]);
    expect(html).toMatch(new RegExp(`href="/category/${SLUG}"[^>]*>Clear filters</a>`));
    const second = await load("?stage=series-a&lpa=20-plus&page=2");
    expect(second.body.jobs).toHaveLength(2);
    expect(titles(second.body).some((title) => titles(first.body).includes(title))).toBe(false);

    const tags = meta({ data: first.body, matches: [] } as never) as {
      name?: string;
      href?: string;
      rel?: string;
      content?: string;
      title?: string;
    }[];
    expect(tags.find((tag) => tag.name === "robots")?.content).toBe("noindex,follow");
    expect(tags.find((tag) => tag.rel === "canonical")?.href).toBe(`http://localhost:3000/category/${SLUG}`);
    const feed = tags.find((tag) => tag.rel === "alternate")!;
    expect(feed.href).toBe(`/feed.xml?category=${SLUG}&stage=series-a&lpa=20-plus`);
    expect(feed.title).toContain("Series A · ₹20+ LPA");
  });

  it("says no jobs match, with a way back, when the filters leave none", async () => {
    const { status, body } = await load("?stage=series-a&lpa=under-10");
    expect(status).toBe(200);
    expect(body.total).toBe(0);
    const html = render("?stage=series-a&lpa=under-10", body);
    expect(html).toContain("No jobs match these filters");
    expect(html).not.toContain("No jobs in the selected category!");
  });

  it("answers 400 naming the parameter for an unknown value or too many values, never 500", async () => {
    for (const [search, field] of [
      ["?stage=series-z", "stage"],
      ["?lpa=100-plus", "lpa"],
      ["?equity=maybe", "equity"],
      [`?size=${Array.from({ length: 31 }, () => "1-10").join(",")}`, "size"],
    ] as const) {
      const { status, body } = await load(search);
      expect(status, search.slice(0, 30)).toBe(400);
      expect(body.invalid, search.slice(0, 30)).toMatch(new RegExp(`^${field} `));
      const html = render(search, body);
      expect(html).toContain(`These filters are not valid: ${field} `);
    }
    // A parameter the page does not show stays ignored, as before.
    expect((await load("?type=Nonsense")).status).toBe(200);
  });
});
