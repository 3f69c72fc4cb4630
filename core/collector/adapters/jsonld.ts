import type { RawPosting } from "../collector.schema";
import { FetchError, RobotsDisallowedError } from "../fetch/fetch-errors";
import {
  SourceFormatError,
  type AdapterContext,
  type AdapterResult,
  type CacheEntry,
  type SourceAdapter,
} from "./adapter";
import { extractJobPostings, extractSameSiteLinks, looksLikeSitemap, sitemapLinks } from "./jsonld-extract";

const MAX_PAGES = 2_000;

interface PageOutcome {
  postings: RawPosting[];
  keptIds: string[];
  cacheEntry?: CacheEntry;
  problem?: string;
}

/** One linked job page, asked "changed since?" with the validators of its last stored read. */
async function readJobPage(context: AdapterContext, url: string): Promise<PageOutcome> {
  const cached = await context.cache.get(url);
  try {
    const response = await context.fetcher.fetchText(url, {
      accept: "text/html",
      etag: cached?.etag,
      lastModified: cached?.lastModified,
    });
    if (response.notModified && cached) return { postings: [], keptIds: cached.externalIds, cacheEntry: cached };
    const postings = await extractJobPostings(response.body, url);
    return {
      postings,
      keptIds: [],
      cacheEntry: {
        url,
        etag: response.etag ?? null,
        lastModified: response.lastModified ?? null,
        externalIds: postings.map((posting) => posting.id),
      },
    };
  } catch (error) {
    // A page that is gone (404/410) or now forbidden takes its job with it; a page that
    // merely failed this time keeps its jobs open until it answers again.
    const gone =
      error instanceof RobotsDisallowedError ||
      (error instanceof FetchError && (error.status === 404 || error.status === 410));
    return {
      postings: [],
      keptIds: gone ? [] : (cached?.externalIds ?? []),
      problem: `${url}: ${(error as Error).message}`,
    };
  }
}

/**
 * schema.org JobPosting in JSON-LD: the source URL is a job page, or a listing page or
 * sitemap whose same-site links lead to job pages (followed one level deep).
 */
export const jsonLdAdapter: SourceAdapter = {
  async collect(context): Promise<AdapterResult> {
    const { source, fetcher } = context;
    const start = await fetcher.fetchText(source.url, { accept: "text/html, application/xml;q=0.9" });
    if (!looksLikeSitemap(start.body, start.contentType)) {
      const own = await extractJobPostings(start.body, source.url);
      if (own.length > 0) return { kind: "collected", postings: own, keptIds: [], rejected: [], cacheEntries: [] };
    }
    const links = (
      looksLikeSitemap(start.body, start.contentType)
        ? sitemapLinks(start.body, start.url)
        : await extractSameSiteLinks(start.body, start.url)
    ).slice(0, MAX_PAGES);
    const outcomes = await Promise.all(links.map((link) => readJobPage(context, link)));
    const postings = outcomes.flatMap((outcome) => outcome.postings);
    const keptIds = outcomes.flatMap((outcome) => outcome.keptIds);
    if (postings.length === 0 && keptIds.length === 0) {
      throw new SourceFormatError(
        `no schema.org JobPosting found at ${source.url} or the ${links.length} same-site pages it links to`,
      );
    }
    return {
      kind: "collected",
      postings,
      keptIds,
      rejected: outcomes.flatMap((outcome) => (outcome.problem ? [outcome.problem] : [])),
      cacheEntries: outcomes.flatMap((outcome) =>
        outcome.cacheEntry && outcome.cacheEntry.externalIds.length > 0 ? [outcome.cacheEntry] : [],
      ),
    };
  },
};
