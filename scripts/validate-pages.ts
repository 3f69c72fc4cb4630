/**
 * `npm run validate:pages`: every page type of the board, signed-in pages included, through the Nu HTML Checker
 * (its server-rendered HTML) and pa11y with the axe and HTML_CodeSniffer runners (the page in Chromium); then the
 * live /api/openapi.json through `redocly lint` (redocly.yaml).
 * Starts the built board (run `npm run build` first) unless BASE_URL and DATA_DIR name a running one.
 * Exits non-zero on any error, listing each. The URLs come from scripts/validate-pages/page-urls.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { slugify } from "../lib/slug";
import { startBuiltServer } from "./validate-pages/built-server";
import { nuErrors, withoutSiteStylesheet } from "./validate-pages/nu-checker";
import { withPa11y } from "./validate-pages/pa11y-check";
import { pageUrls, type PageContext } from "./validate-pages/page-urls";
import { redoclyProblems } from "./validate-pages/redocly-check";
import { signInVisitors } from "./validate-pages/visitors";

async function pageContext(base: string): Promise<PageContext> {
  const answer = (await (await fetch(new URL("/api/search?limit=1", base))).json()) as {
    jobs: { id: number; slug: string; companySlug: string; category: string }[];
  };
  const job = answer.jobs[0];
  if (!job) throw new Error("The board has no jobs to show; the validators need the demo data");
  return { jobId: job.id, jobSlug: job.slug, companySlug: job.companySlug, categorySlug: slugify(job.category) };
}

const server = process.env.BASE_URL ? null : await startBuiltServer();
const base = process.env.BASE_URL ?? server!.base;
const dataDir = process.env.DATA_DIR ?? server!.dataDir;
const folder = mkdtempSync(path.join(tmpdir(), "validate-pages-"));
const failures: string[] = [];
try {
  const cookies = await signInVisitors(base, dataDir);
  const context = await pageContext(base);
  const pages: { url: string; cookie: string; file: string }[] = [];
  for (const [index, page] of pageUrls.entries()) {
    const url = page.url(context);
    const cookie = cookies[page.as ?? "guest"];
    const response = await fetch(new URL(url, base), { redirect: "manual", headers: cookie ? { cookie } : {} });
    const redirected = response.status >= 300 && response.status < 400;
    if (page.redirects) {
      if (!redirected) failures.push(`${url}: listed as a redirect, answered ${response.status}`);
      continue;
    }
    if (redirected || response.status >= 500) {
      failures.push(
        `${url} (as ${page.as ?? "guest"}): answered ${response.status} ${response.headers.get("location") ?? ""}`,
      );
      continue;
    }
    const file = path.join(folder, `${String(index).padStart(2, "0")}-${slugify(url) || "home"}.html`);
    writeFileSync(file, withoutSiteStylesheet(await response.text()));
    pages.push({ url, cookie, file });
  }

  // The Nu HTML Checker reads the saved files in its own JVM while pa11y drives Chromium against the board: side by side.
  const [nuMessages, pa11yIssues] = await Promise.all([
    nuErrors(pages.map((page) => page.file)),
    withPa11y(async (audit) => {
      // Two pages at a time in the one browser (each audit opens its own tab): one page's load waits on the board while
      // the other's axe and HTML_CodeSniffer run. The failures keep the pages' order.
      const found: string[][] = pages.map(() => []);
      let next = 0;
      const auditor = async () => {
        for (let index = next++; index < pages.length; index = next++) {
          const page = pages[index];
          const issues = await audit(new URL(page.url, base).href, page.cookie);
          found[index] = issues.map(
            (issue) => `pa11y/${issue.runner} ${page.url}: ${issue.code}: ${issue.message} (${issue.selector})`,
          );
        }
      };
      await Promise.all([auditor(), auditor()]);
      return found.flat();
    }),
  ]);
  for (const error of nuMessages) {
    const page = pages.find((p) => p.file === error.file);
    failures.push(
      `Nu ${page?.url ?? error.file}:${error.line ?? "?"}: ${error.message}${error.extract ? ` [${error.extract.trim()}]` : ""}`,
    );
  }
  console.log(`Nu HTML Checker: ${pages.length} pages checked`);
  failures.push(...pa11yIssues);
  console.log(`pa11y (axe, htmlcs): ${pages.length} pages checked`);

  failures.push(...(await redoclyProblems(base, folder)));
  console.log("Redocly: /api/openapi.json linted");
} finally {
  rmSync(folder, { recursive: true, force: true });
  await server?.stop();
}

if (failures.length > 0) {
  console.error(`\n${failures.length} page validation errors:\n${failures.map((f) => `  ${f}`).join("\n")}`);
  process.exit(1);
}
console.log(`validate pages: ${pageUrls.length} URLs, 0 errors`);
