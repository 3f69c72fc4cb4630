/**
 * The load the HTTP benchmarks put on a server: autocannon, GET requests rotating through
 * `paths`, 50 connections by default, for `seconds`.
 *
 * autocannon sends each connection through the requests in the same order, from the first: every
 * connection then asks the same path at about the same moment, round after round. `staggered`
 * starts each connection's round at a different path (the next one for each round a connection
 * begins), so that what is in flight at any moment is the mix of the rotation, as with visitors
 * who do not act in step. Every round still asks each path once.
 */
// @ts-expect-error autocannon ships no type declarations; the little used here is typed below.
import autocannonUntyped from "autocannon";

export interface LoadResult {
  requests: { total: number; average: number };
  latency: { p50: number; p90: number; p99: number; max: number };
  errors: number;
  non2xx: number;
}

interface LoadRequest {
  method: string;
  path: string;
  /** Called before each request with the connection's context for this round (autocannon resets it to {} when a round restarts). */
  setupRequest?: (request: { path: string }, context: { start?: number }) => { path: string };
}

const autocannon = autocannonUntyped as (options: {
  url: string;
  connections: number;
  duration: number;
  requests: LoadRequest[];
}) => Promise<LoadResult>;

export function autocannonLoad(
  port: number,
  paths: string[],
  seconds: number,
  connections = 50,
  staggered = false,
): Promise<LoadResult> {
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: staggered ? staggeredRequests(paths) : paths.map((target) => ({ method: "GET", path: target })),
  });
}

/** The paths as requests whose round starts at a different path for each round a connection begins. */
function staggeredRequests(paths: string[]): LoadRequest[] {
  let nextStart = 0;
  return paths.map((_, position) => ({
    method: "GET",
    path: paths[position],
    setupRequest: (request, context) => {
      if (position === 0 || context.start === undefined) context.start = nextStart++ % paths.length;
      request.path = paths[(context.start + position) % paths.length];
      return request;
    },
  }));
}
