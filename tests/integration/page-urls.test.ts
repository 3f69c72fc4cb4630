// Every route of app/routes.ts has a concrete URL for the page validators (scripts/validate-pages.ts), so that a
// page added by anyone is checked by the Nu HTML Checker and pa11y without anyone remembering to list it.
import { describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { pageUrls } from "../../scripts/validate-pages/page-urls";
import { routePaths, type RouteEntry } from "../../scripts/validate-pages/route-paths";

describe("page URLs for the validators", () => {
  const paths = routePaths(routes as RouteEntry[]);

  it("reads the route table", () => {
    expect(paths).toContain("");
    expect(paths).toContain("job-details/:id/:slug?");
    expect(paths).toContain("dashboard/profile");
  });

  it("lists a URL for every route", () => {
    const listed = new Set(pageUrls.map((page) => page.route));
    const missing = paths.filter((path) => !listed.has(path));
    expect(missing, "add these routes to scripts/validate-pages/page-urls.ts").toEqual([]);
  });

  it("lists no route the table no longer has", () => {
    expect(pageUrls.map((page) => page.route).filter((route) => !paths.includes(route))).toEqual([]);
  });
});
