/** The full paths of a React Router route table (app/routes.ts), layouts and index routes resolved. */
export interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

export function routePaths(routes: RouteEntry[], parent = ""): string[] {
  const paths: string[] = [];
  for (const route of routes) {
    const full = [parent, route.path ?? ""].filter(Boolean).join("/");
    // A layout (no path) adds no page of its own; a route with a path or an index route is a page.
    if (route.path !== undefined || route.index) paths.push(full);
    if (route.children) paths.push(...routePaths(route.children, full));
  }
  return [...new Set(paths)];
}
