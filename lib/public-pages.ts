// Pure helpers beneath every layer (ARCHITECTURE.md §3, docs/decisions/090): lib/ imports nothing of ours.

/**
 * The public pages (issue 31, docs/decisions/120): the same for every anonymous visitor of one URL, so that
 * a CDN and the rendered-page cache may keep them. Home, search, category, company, job, the companies
 * directory, legal, about, hire-talent and contact. None of them carries a form that needs a CSRF token for
 * a guest (the newsletter and alert sign-ups are guest forms without one); a signed-in visitor's copy, with
 * saved and applied marks, is rendered for them alone and never shared.
 */
const publicPagePatterns: RegExp[] = [
  /^\/$/,
  /^\/jobs$/,
  /^\/search\/[^/]+$/,
  /^\/category\/[^/]+$/,
  /^\/jobs\/[^/]+$/,
  /^\/job-details\/\d{1,9}(?:\/[^/]+)?$/,
  /^\/companies(?:\/[^/]+)?$/,
  /^\/legal(?:\/[^/]+)?$/,
  /^\/(?:about|hire-talent|contact)$/,
];

/** True for a public page's path (a page path, not a React Router data path: see pagePath). */
export function isPublicPagePath(path: string): boolean {
  // Files (feeds, sitemaps) are not pages, even where a page's pattern would take them (/jobs/feed.xml).
  if (/\.[a-z0-9]{1,8}$/i.test(path)) return false;
  const trimmed = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  return publicPagePatterns.some((pattern) => pattern.test(trimmed));
}

/** The page a request is for: React Router's data requests add ".data" to it (the home page's is "/_root.data"). */
export function pagePath(requestPath: string): string {
  if (requestPath === "/_root.data") return "/";
  return requestPath.endsWith(".data") ? requestPath.slice(0, -".data".length) : requestPath;
}

/**
 * Whether a page links the stylesheet instead of carrying it (decision 120): only for a navigation from a page of this
 * site (the browser's `Sec-Fetch-Site: same-origin`), whose first page carried it inline and had the browser fetch the
 * immutable file afterwards. A visitor arriving from elsewhere, a crawler or an old browser (no header) gets it inline,
 * so that the first paint never waits for another request. No cookie: a shared cache keeps both forms apart by
 * `Vary: Sec-Fetch-Site`.
 */
export function linksStylesheet(secFetchSite: string | null | undefined): boolean {
  return secFetchSite === "same-origin";
}
