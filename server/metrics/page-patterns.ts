import { LRUCache } from "lru-cache";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

type Manifest = ServerBuild["routes"];

/**
 * Turns a page's path into the pattern of the React Router route that renders it
 * ("/job-details/123/some-title" -> "/job-details/:id/:slug?"), so that request metrics
 * have one label per page, not one per URL. Unmatched paths land on the app's "*" route.
 */
export function pagePatterns(manifest: Manifest): (path: string) => string {
  const routes = routeTree(manifest, undefined);
  // matchRoutes flattens and ranks the whole route table on every call: 1.7 ms of CPU a request, more than a cached
  // page's whole answer (decision 120). A page asked again (the usual case) takes its pattern from here.
  const known = new LRUCache<string, string>({ max: 20_000 });
  return (path) => {
    const cached = known.get(path);
    if (cached !== undefined) return cached;
    const matches = matchRoutes(routes, pagePath(path));
    const pattern = matches ? `/${matches.map((match) => match.route.path).filter((part): part is string => Boolean(part)).join("/")}`.replace(/\/+/g, "/") : "unmatched";
    known.set(path, pattern);
    return pattern;
  };
}

/** Client navigation asks for "/path.data" (and "/_root.data" for "/"): the same page's data. */
function pagePath(path: string): string {
  if (path === "/_root.data") return "/";
  return path.endsWith(".data") ? path.slice(0, -".data".length) : path;
}

function routeTree(manifest: Manifest, parentId: string | undefined): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route && route.parentId === parentId)
    .map((route) => {
      const children = routeTree(manifest, route!.id);
      return route!.index
        ? { id: route!.id, index: true as const, path: route!.path }
        : { id: route!.id, path: route!.path, caseSensitive: route!.caseSensitive, children };
    });
}
