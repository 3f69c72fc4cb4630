import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

type Manifest = ServerBuild["routes"];

/**
 * Turns a page's path into the pattern of the React Router route that renders it
 * ("/job-details/123/some-title" -> "/job-details/:id/:slug?"), so that request metrics
 * have one label per page, not one per URL. Unmatched paths land on the app's "*" route.
 */
export function pagePatterns(manifest: Manifest): (path: string) => string {
  const routes = routeTree(manifest, undefined);
  return (path) => {
    const matches = matchRoutes(routes, pagePath(path));
    if (!matches) return "unmatched";
    const parts = matches.map((match) => match.route.path).filter((part): part is string => Boolean(part));
    return `/${parts.join("/")}`.replace(/\/+/g, "/");
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
