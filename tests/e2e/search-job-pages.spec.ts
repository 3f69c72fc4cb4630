import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./test";

test("open a job from the results: header, description as written, sidebar, similar jobs", async ({ page }) => {
  await page.goto("/search/job?q=data%20scientist");
  const first = page.locator("main article").first();
  const title = (await first.locator("h2").textContent())!;
  await first.getByRole("link", { name: /^View details of/ }).click();
  await expect(page).toHaveURL(/\/job-details\/\d+\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(new RegExp(`^${title} at .+ \\| Startup Jobs$`));
  const description = page.getByRole("region", { name: "Job description" });
  // The employer's paragraphs and lists as written (decision 178), not one bullet per sentence.
  expect(await description.locator("p, li").count()).toBeGreaterThan(1);
  await expect(page.getByRole("region", { name: "Skills" }).getByRole("listitem").first()).toBeVisible();
  const summary = page.getByRole("complementary", { name: "Job summary" });
  // The similar-job cards in the sidebar carry their own posted dates: the summary's term is the one meant.
  await expect(summary.getByRole("term").filter({ hasText: /^Posted$/ })).toBeVisible();
  // Pay and experience are the header's facts, written once (decision 198), not repeated in the sidebar.
  const facts = page.getByTestId("job-facts").getByRole("definition");
  await expect(facts.filter({ hasText: /^\d+-\d+ years$/ })).toBeVisible();
  await expect(facts.filter({ hasText: /LPA|\/month|per (year|month)|Salary not specified/ }).first()).toBeVisible();
  await expect(summary.getByRole("term").filter({ hasText: /^(Experience|Salary)$/ })).toHaveCount(0);
  await expect(summary.getByRole("heading", { name: "About Company" })).toBeVisible();

  const apply = page.getByRole("link", { name: /^Apply Now/ });
  await expect(apply).toHaveAttribute("target", "_blank");
  await expect(apply).toHaveAttribute("rel", /noopener/);
  // Through the counted redirect (the employer sees the click), which goes to the job's own site.
  const jobId = /\/job-details\/(\d+)\//.exec(page.url())![1];
  await expect(apply).toHaveAttribute("href", `/jobs/${jobId}/apply`);
  const target = await page.request.get(`/jobs/${jobId}/apply`, { maxRedirects: 0 });
  expect(target.headers().location).toMatch(/^https:\/\/www\.[a-z0-9]+\.example\/careers\//);

  const similar = page.getByRole("region", { name: "Similar Jobs" });
  const cards = similar.getByRole("article");
  await expect(cards).toHaveCount(4);
  const here = page.url();
  await cards
    .first()
    .getByRole("link", { name: /^View details of/ })
    .click();
  await expect(page).not.toHaveURL(here);
  await expect(page).toHaveURL(/\/job-details\/\d+\/[a-z0-9-]+$/);
});

test("the job page carries complete, safe JobPosting JSON-LD with the CSP nonce", async ({ page, request }) => {
  const jobs = await (await request.get("/api/alljobs/0?limit=1")).json();
  const job = jobs[0];
  const response = await page.goto(`/job-details/${job.id}/${job.slug}`);
  expect(response?.status()).toBe(200);
  const csp = response!.headers()["content-security-policy"];
  const nonce = /'nonce-([^']+)'/.exec(csp)![1];
  const html = await response!.text();
  const script = /<script type="application\/ld\+json" nonce="([^"]+)">([^<]*)<\/script>/.exec(html)!;
  expect(script[1]).toBe(nonce);
  const data = JSON.parse(script[2]);
  expect(data["@type"]).toBe("JobPosting");
  for (const key of [
    "title",
    "description",
    "datePosted",
    "validThrough",
    "employmentType",
    "hiringOrganization",
    "identifier",
    "directApply",
  ])
    expect(data, key).toHaveProperty(key);
  expect(data.title).toBe(job.title);
  expect(data.directApply).toBe(false);
  expect(data.hiringOrganization).toMatchObject({
    "@type": "Organization",
    name: job.company_name,
    sameAs: expect.stringMatching(/^https:/),
    logo: expect.stringMatching(/^http/),
  });
  expect(data.identifier).toMatchObject({ "@type": "PropertyValue", value: String(job.id) });
  expect(["FULL_TIME", "PART_TIME", "CONTRACTOR", "INTERN", "TEMPORARY"]).toContain(data.employmentType);
  if (job.isRemote) {
    expect(data.jobLocationType).toBe("TELECOMMUTE");
    expect(data.applicantLocationRequirements).toMatchObject({ "@type": "Country" });
  } else {
    expect(data.jobLocation.address).toMatchObject({ "@type": "PostalAddress", addressCountry: job.addressCountry });
  }
  if (job.salaryMin != null)
    expect(data.baseSalary).toMatchObject({
      "@type": "MonetaryAmount",
      currency: job.salaryCurrency,
      value: { minValue: job.salaryMin, maxValue: job.salaryMax, unitText: job.salaryUnit },
    });
  // Search engines see the page's canonical address and social tags too.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`/job-details/${job.id}/${job.slug}$`),
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Startup Jobs/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^.{1,160}$/);
});

test("job pages: missing or wrong slug and /job/{id} redirect to the canonical address", async ({ page, request }) => {
  const [job] = await (await request.get("/api/alljobs/0?limit=1")).json();
  const canonical = new RegExp(`/job-details/${job.id}/${job.slug}$`);
  const wrong = await request.get(`/job-details/${job.id}/not-the-slug`, { maxRedirects: 0 });
  expect(wrong.status()).toBe(301);
  expect(wrong.headers().location).toMatch(canonical);
  await page.goto(`/job-details/${job.id}`);
  await expect(page).toHaveURL(canonical);
  const legacy = await request.get(`/job/${job.id}`, { maxRedirects: 0 });
  expect(legacy.status()).toBe(301);
  await page.goto(`/job/${job.id}`);
  await expect(page).toHaveURL(canonical);
});

test("apply records the click and goes to the job's own site; never elsewhere", async ({ request }) => {
  const [job] = await (await request.get("/api/alljobs/0?limit=1")).json();
  const apply = await request.get(`/jobs/${job.id}/apply`, { maxRedirects: 0 });
  expect(apply.status()).toBe(302);
  expect(apply.headers().location).toBe(job.joburl);
  expect((await request.get("/jobs/abc/apply", { maxRedirects: 0 })).status()).toBe(404);
});

test("404s: non-numeric and unknown job ids, unknown category and company", async ({ page }) => {
  for (const path of ["/job-details/abc/x", "/job-details/99999999/x", "/job/abc"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "404 - Page Not Found" })).toBeVisible();
  }
  const category = await page.goto("/category/no-such-category");
  expect(category?.status()).toBe(404);
  await expect(page.getByText("No jobs in the selected category!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "404 - Page Not Found" })).toBeVisible();
  const company = await page.goto("/jobs/No%20Such%20Company");
  expect(company?.status()).toBe(404);
  await expect(
    page.getByText("Currently, there are no job openings at No Such Company. Please check back soon!"),
  ).toBeVisible();
});

test("category page: heading, cards with the title as written, title and description", async ({ page }) => {
  const response = await page.goto("/category/data-science");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Explore Data Science Jobs");
  await expect(page).toHaveTitle("Data Science Jobs at Startups | Startup Jobs");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Data Science jobs/);
  const card = page.locator("main article").first();
  // Titles are not decorated with the experience (decision 178).
  await expect(card.locator("h2")).not.toHaveText(/\(\d+ yrs\)$/);
  await expect(card).toContainText("Data Science");
  await card.getByRole("link", { name: /^View details of/ }).click();
  await expect(page).toHaveURL(/\/job-details\/\d+\//);
});

test("company page: heading, page title and cards", async ({ page, request }) => {
  const [job] = await (await request.get("/api/alljobs/0?limit=1")).json();
  await page.goto(`/jobs/${encodeURIComponent(job.company_name)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Opportunities at ${job.company_name}`);
  await expect(page).toHaveTitle(`Explore ${job.company_name} Careers | Latest Job Openings at ${job.company_name}`);
  const cards = page.locator("main article");
  expect(await cards.count()).toBeGreaterThan(0);
  await expect(cards.first()).toContainText(job.company_name);
  await expect(cards.first().getByRole("link", { name: /^View details of/ })).toHaveAttribute(
    "href",
    /^\/job-details\/\d+\/[a-z0-9-]+$/,
  );
});

test("crawlers get robots.txt, the sitemap index and the feed", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  const index = await (await request.get("/sitemap.xml")).text();
  expect(index).toContain("sitemap-jobs-1.xml");
  const jobs = await (await request.get("/sitemap-jobs-1.xml")).text();
  expect(jobs.match(/<url>/g)).toHaveLength(1200);
  const feed = await (await request.get("/feed.xml")).text();
  expect(feed.match(/<item>/g)).toHaveLength(50);
});

test("search, job, category and company pages pass axe's WCAG 2.1 AA checks", async ({ page, request }) => {
  // Five pages, each loaded and analysed by axe: more than one page's worth of time on a busy 2-core machine.
  test.setTimeout(90_000);
  const [job] = await (await request.get("/api/alljobs/0?limit=1")).json();
  for (const path of [
    "/search/job?q=python",
    "/jobs?location=remote",
    `/job-details/${job.id}/${job.slug}`,
    "/category/data-science",
    `/jobs/${encodeURIComponent(job.company_name)}`,
  ]) {
    await page.goto(path);
    const results = await new AxeBuilder({ page })
      .include("main")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    expect(results.violations.map((violation) => `${path}: ${violation.id} (${violation.nodes.length})`)).toEqual([]);
  }
});
