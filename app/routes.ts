import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/** SPEC §2 route table, explicit, with the deviations of ARCHITECTURE.md §5. */
export default [
  index("routes/home.tsx"),
  route("search/job", "routes/search.tsx", { id: "search-query" }),
  route("search/:search", "routes/search.tsx", { id: "search-term" }),
  route("jobs", "routes/search.tsx", { id: "jobs-all" }),
  route("category/:category", "routes/category.tsx"),
  route("jobs/:name", "routes/company-jobs.tsx"),
  route("jobs/:id/apply", "routes/job-apply.tsx"),
  route("job-details/:id/:slug?", "routes/job-details.tsx"),
  route("job/:id", "routes/job-redirect.tsx"),
  route("login", "routes/login.tsx"),
  route("register", "routes/register.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("logout", "routes/logout.tsx"),
  route("saved-jobs", "routes/saved-jobs.tsx"),
  route("about", "routes/about.tsx"),
  route("hire-talent", "routes/hire-talent.tsx"),
  route("contact", "routes/contact.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
  route("legal", "routes/legal.tsx", [
    index("routes/legal-index.tsx"),
    route(":document", "routes/legal-document.tsx"),
  ]),
  route("not-found", "routes/not-found.tsx"),
  layout("routes/guarded.tsx", [
    route("dashboard", "routes/dashboard.tsx", [
      index("routes/dashboard-index.tsx"),
      route("jobs", "routes/dashboard-jobs.tsx"),
      route("profile", "routes/dashboard-profile.tsx"),
    ]),
    route("dashboard/create-a-job", "routes/create-job.tsx"),
    route("dashboard/jobs-list", "routes/jobs-list.tsx"),
    route("edit-job/:id", "routes/edit-job.tsx"),
    route("profile", "routes/profile.tsx"),
  ]),
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
