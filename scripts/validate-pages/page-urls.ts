/**
 * One or more concrete URLs for every route of app/routes.ts, for the page validators (scripts/validate-pages.ts).
 * tests/integration/page-urls.test.ts fails when a route has no entry here: a new page gets its URL in the same
 * change, and so is held to the Nu HTML Checker and pa11y like the others.
 *
 * `as` picks who asks: a guest, a signed-in candidate, or an admin (who may use every employer page).
 * A route that only redirects (a 3xx for every request) is listed with `redirects: true`: it has no page of its own.
 */
export interface PageContext {
  jobId: number;
  jobSlug: string;
  companySlug: string;
  categorySlug: string;
}

export type Visitor = "guest" | "candidate" | "admin";

export interface PageUrl {
  /** The route's full path as app/routes.ts spells it ("" for the home page). */
  route: string;
  url: (context: PageContext) => string;
  as?: Visitor;
  redirects?: boolean;
}

export const pageUrls: PageUrl[] = [
  { route: "", url: () => "/" },
  { route: "search/job", url: () => "/search/job?search=python&location=pune" },
  { route: "search/:search", url: () => "/search/python" },
  { route: "jobs", url: () => "/jobs" },
  { route: "category/:category", url: (c) => `/category/${c.categorySlug}` },
  { route: "category/:category", url: (c) => `/category/${c.categorySlug}?stage=series-a&lpa=20-plus` },
  { route: "companies", url: () => "/companies" },
  { route: "companies", url: () => "/companies?stage=series-a&size=11-50&sort=newest" },
  { route: "companies", url: () => "/companies?equity=yes&lpa=20-plus" },
  { route: "jobs/:name", url: (c) => `/jobs/${c.companySlug}` },
  { route: "jobs/:id/apply", url: (c) => `/jobs/${c.jobId}/apply`, redirects: true },
  { route: "jobs/:id/report", url: (c) => `/jobs/${c.jobId}/report` },
  { route: "jobs/:id/report", url: (c) => `/jobs/${c.jobId}/report?sent=1` },
  { route: "job-details/:id/:slug?", url: (c) => `/job-details/${c.jobId}/${c.jobSlug}` },
  { route: "job/:id", url: (c) => `/job/${c.jobId}`, redirects: true },
  { route: "login", url: () => "/login" },
  { route: "register", url: () => "/register" },
  { route: "register/employer", url: () => "/register/employer" },
  { route: "forgot-password", url: () => "/forgot-password" },
  { route: "logout", url: () => "/logout", redirects: true },
  { route: "saved-jobs", url: () => "/saved-jobs", redirects: true },
  { route: "about", url: () => "/about" },
  { route: "hire-talent", url: () => "/hire-talent" },
  { route: "contact", url: () => "/contact" },
  { route: "newsletter", url: () => "/newsletter" },
  { route: "newsletter/confirm", url: () => "/newsletter/confirm" },
  { route: "newsletter/unsubscribe", url: () => "/newsletter/unsubscribe" },
  { route: "legal", url: () => "/legal", redirects: true },
  { route: "legal/:document", url: () => "/legal/privacy-policy" },
  { route: "not-found", url: () => "/not-found" },
  { route: "dashboard", url: () => "/dashboard", as: "candidate", redirects: true },
  { route: "dashboard/jobs", url: () => "/dashboard/jobs", as: "candidate" },
  { route: "dashboard/profile", url: () => "/dashboard/profile", as: "candidate" },
  { route: "dashboard/create-a-job", url: () => "/dashboard/create-a-job", as: "admin" },
  { route: "dashboard/jobs-list", url: () => "/dashboard/jobs-list", as: "admin" },
  { route: "dashboard/company", url: () => "/dashboard/company", as: "admin" },
  { route: "edit-job/:id", url: (c) => `/edit-job/${c.jobId}`, as: "admin" },
  { route: "dashboard/edit-job/:id", url: (c) => `/dashboard/edit-job/${c.jobId}`, as: "admin" },
  { route: "profile", url: () => "/profile", as: "candidate" },
  { route: "settings", url: () => "/settings", as: "candidate" },
  { route: "alerts", url: () => "/alerts" },
  { route: "alerts/new", url: () => "/alerts/new?q=python&location=pune" },
  { route: "alerts/confirm", url: () => "/alerts/confirm" },
  { route: "alerts/unsubscribe", url: () => "/alerts/unsubscribe" },
  { route: "dashboard/alerts", url: () => "/dashboard/alerts", as: "candidate" },
  { route: "dashboard/saved", url: () => "/dashboard/saved", as: "candidate" },
  { route: "dashboard/applications", url: () => "/dashboard/applications", as: "candidate" },
  { route: "applications/prompt", url: () => "/applications/prompt", as: "candidate", redirects: true },
  { route: "applications/reminders/stop", url: () => "/applications/reminders/stop" },
  { route: "still-hiring", url: () => "/still-hiring" },
  { route: "admin", url: () => "/admin", as: "admin" },
  { route: "admin/users", url: () => "/admin/users", as: "admin" },
  { route: "admin/jobs", url: () => "/admin/jobs", as: "admin" },
  { route: "admin/companies", url: () => "/admin/companies", as: "admin" },
  { route: "admin/sources", url: () => "/admin/sources", as: "admin" },
  { route: "admin/mail", url: () => "/admin/mail", as: "admin" },
  { route: "admin/review", url: () => "/admin/review", as: "admin" },
  { route: "*", url: () => "/no-such-page", redirects: true },
];
