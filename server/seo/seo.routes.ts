import type { Context } from "hono";
import { Hono } from "hono";
import { env } from "../../config/env";
import { listCategories } from "../../core/catalog";
import { listCompaniesWithOpenJobs, countOpenJobs, listOpenJobsForSitemap, jobDetailsPath } from "../../core/jobs";
import { jobsForFeed } from "../../core/search";
import { PRODUCT_NAME, FOOTER_TAGLINE } from "../../core/shared/constants";
import type { AppEnv } from "../context";

/** The sitemaps protocol allows at most 50,000 URLs per file. */
export const SITEMAP_URL_LIMIT = 50_000;

export interface SeoOptions {
  /** URLs per job sitemap file; tests make it small to see the split. */
  sitemapSize?: number;
}

function origin(c: Context): string {
  const configured = env().PUBLIC_URL;
  return configured ? new URL(configured).origin : new URL(c.req.url).origin;
}

export function escapeXml(text: string): string {
  return (
    text
      .replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char]!)
      // Characters XML 1.0 does not allow at all.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
  );
}

const xmlHeaders = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" };

/** /robots.txt, /sitemap.xml (an index), /sitemap-pages.xml, /sitemap-jobs-{n}.xml and /feed.xml. */
export function createSeoRoutes(options: SeoOptions = {}) {
  const size = Math.min(options.sitemapSize ?? SITEMAP_URL_LIMIT, SITEMAP_URL_LIMIT);
  const seo = new Hono<AppEnv>();

  seo.get("/robots.txt", (c) => {
    const base = origin(c);
    const body = [
      "User-agent: *",
      "Allow: /",
      "Disallow: /api/",
      "Disallow: /dashboard",
      "Disallow: /profile",
      "Disallow: /edit-job/",
      "Disallow: /jobs/*/apply",
      "",
      `Sitemap: ${base}/sitemap.xml`,
      "",
    ].join("\n");
    return c.text(body, 200, { "Cache-Control": "public, max-age=3600" });
  });

  seo.get("/sitemap.xml", async (c) => {
    const base = origin(c);
    const files = Math.max(1, Math.ceil((await countOpenJobs()) / size));
    const now = new Date().toISOString();
    const entries = [
      `${base}/sitemap-pages.xml`,
      ...Array.from({ length: files }, (_, index) => `${base}/sitemap-jobs-${index + 1}.xml`),
    ]
      .map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc><lastmod>${now}</lastmod></sitemap>`)
      .join("\n");
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`,
      200,
      xmlHeaders,
    );
  });

  seo.get("/sitemap-pages.xml", async (c) => {
    const base = origin(c);
    const [categories, companies] = await Promise.all([listCategories(), listCompaniesWithOpenJobs()]);
    const paths = [
      "/",
      "/jobs",
      "/search/job",
      "/companies",
      "/about",
      "/hire-talent",
      "/contact",
      ...categories.map((category) => `/category/${encodeURIComponent(category.slug)}`),
      ...companies.map((company) => `/jobs/${encodeURIComponent(company.name)}`),
    ];
    const urls = paths.map((path) => `<url><loc>${escapeXml(base + path)}</loc></url>`).join("\n");
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      200,
      xmlHeaders,
    );
  });

  seo.get("/:file{sitemap-jobs-[0-9]+\\.xml}", async (c) => {
    const number = Number(/(\d+)/.exec(c.req.param("file"))![1]);
    if (!Number.isSafeInteger(number) || number < 1) return c.text("Not found", 404);
    const jobs = await listOpenJobsForSitemap((number - 1) * size, size);
    if (jobs.length === 0 && number > 1) return c.text("Not found", 404);
    const base = origin(c);
    const urls = jobs
      .map(
        (job) => `<url><loc>${escapeXml(base + jobDetailsPath(job))}</loc><lastmod>${job.lastModified}</lastmod></url>`,
      )
      .join("\n");
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      200,
      xmlHeaders,
    );
  });

  // The board's newest jobs, or those of one search, category or company page (its query; core/search/job-feed-query.ts).
  seo.get("/feed.xml", async (c) => {
    const base = origin(c);
    // A bad query or an unknown company or category (AppError) rises to server/app.ts's onError: plain text, its kind's status.
    const query = await jobsForFeed(new URL(c.req.url));
    const jobs = query.items;
    const self = `${base}/feed.xml${new URL(c.req.url).search}`;
    const items = jobs
      .map((job) => {
        const link = base + jobDetailsPath(job);
        const place = job.workplace === "remote" ? "Remote" : [job.locality, job.region].filter(Boolean).join(", ");
        const summary =
          `${job.companyName}${place ? ` · ${place}` : ""}${job.pay ? ` · ${job.pay}` : ""}. ` +
          `${job.description.replace(/\s+/g, " ").slice(0, 400)}`;
        return [
          "<item>",
          `<title>${escapeXml(`${job.title} at ${job.companyName}`)}</title>`,
          `<link>${escapeXml(link)}</link>`,
          `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
          `<pubDate>${new Date(job.datePosted).toUTCString()}</pubDate>`,
          job.categoryName ? `<category>${escapeXml(job.categoryName)}</category>` : "",
          `<description>${escapeXml(summary)}</description>`,
          "</item>",
        ]
          .filter(Boolean)
          .join("");
      })
      .join("\n");
    const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${escapeXml(`${PRODUCT_NAME}: ${query.title}`)}</title>
<link>${escapeXml(`${base}/jobs`)}</link>
<description>${escapeXml(FOOTER_TAGLINE)}</description>
<language>en-in</language>
<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>
${jobs[0] ? `<lastBuildDate>${new Date(jobs[0].datePosted).toUTCString()}</lastBuildDate>` : ""}
${items}
</channel>
</rss>
`;
    return c.body(body, 200, {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=600",
    });
  });

  return seo;
}
