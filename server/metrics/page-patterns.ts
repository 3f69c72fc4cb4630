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
  const byFirstSegment = routesByFirstSegment(routes);
  // A page asked again (the usual case for a cached page) takes its pattern from here.
  const known = new LRUCache<string, string>({ max: 20_000 });
  return (path) => {
    const cached = known.get(path);
    if (cached !== undefined) return cached;
    const wanted = pagePath(path);
    // matchRoutes flattens and ranks the routes it is given on every call: over the whole table that was 1-5 ms of CPU
    // per page never asked before (every job page a crawler or a cache miss brings, decision 145). Given only the
    // routes that can match the path's first segment, React Router still decides, over a handful.
    const matches = matchRoutes(byFirstSegment(wanted), wanted);
    const pattern = matches
      ? `/${matches
          .map((match) => match.route.path)
          .filter((part): part is string => Boolean(part))
          .join("/")}`.replace(/\/+/g, "/")
      : "unmatched";
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

/**
 * The route tree cut down, once per first path segment, to the routes a path starting with that segment can match:
 * a route whose full pattern starts with another fixed segment is left out; routes starting with a parameter, an
 * optional segment or "*" stay in every tree. Paths whose first segment names no route share one tree (so the
 * number of trees is bounded by the route table, whatever paths are asked). React Router matches case-insensitively
 * unless a route says otherwise, so segments are compared in lower case (a case-sensitive route is merely kept).
 */
function routesByFirstSegment(routes: RouteObject[]): (path: string) => RouteObject[] {
  const fixedFirstSegments = new Set<string>();
  collectFirstSegments(routes, "", fixedFirstSegments);
  const trees = new Map<string, RouteObject[]>();
  const other = prune(routes, "", null);
  for (const segment of fixedFirstSegments) trees.set(segment, prune(routes, "", segment));
  return (path) => {
    const first = path.split("/").find(Boolean)?.toLowerCase();
    // An encoded segment is decoded by React Router before matching: the whole table decides those.
    if (first?.includes("%")) return routes;
    return (first !== undefined && trees.get(first)) || other;
  };
}

function firstSegment(pattern: string): string | undefined {
  return pattern.split("/").find(Boolean);
}

function isFixed(segment: string): boolean {
  return !segment.startsWith(":") && !segment.includes("*") && !segment.endsWith("?");
}

function joined(parent: string, path: string | undefined): string {
  return path ? `${parent}/${path}` : parent;
}

function collectFirstSegments(routes: RouteObject[], parent: string, into: Set<string>): void {
  for (const route of routes) {
    const full = joined(parent, route.path);
    const first = firstSegment(full);
    if (first !== undefined) {
      if (isFixed(first)) into.add(first.toLowerCase());
    } else if (route.children) collectFirstSegments(route.children, full, into);
  }
}

/** The routes that a path whose first segment is `segment` (null: a segment no route names) can match. */
function prune(routes: RouteObject[], parent: string, segment: string | null): RouteObject[] {
  const kept: RouteObject[] = [];
  for (const route of routes) {
    const full = joined(parent, route.path);
    const first = firstSegment(full);
    if (first !== undefined && isFixed(first)) {
      if (first.toLowerCase() === segment) kept.push(route);
      continue;
    }
    if (first !== undefined || !route.children) {
      kept.push(route);
      continue;
    }
    kept.push({ ...route, children: prune(route.children, full, segment) } as RouteObject);
  }
  return kept;
}
