/**
 * The baselines the HTTP benchmarks stand beside: bare node:http servers, so that what is left over in our server's
 * figures is our own work.
 * - bareServer: every request answered with a fixed body of `size` bytes of the given type (a JSON array padded with
 *   spaces, or "x"s);
 * - bareServerOfPages: each path answered with the very bytes our server sent for it (issue 31: the load generator,
 *   autocannon, turns every body into a JavaScript string, and a page of real HTML costs it several times what as many
 *   "x"s do, so only the same bytes load both servers' clients alike; decision 146).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface BareServer {
  port: number;
  close: () => Promise<void>;
}

export function bareServer(size: number, type = "application/json"): Promise<BareServer> {
  const body = Buffer.alloc(size, type.includes("json") ? " " : "x");
  if (type.includes("json")) {
    body.write('{"data":[');
    body.write("]}", size - 2);
  }
  return listen(() => body, type);
}

/** Answers each of `pages`' paths with its bytes (any other path with the first page's). */
export function bareServerOfPages(pages: Map<string, Buffer>, type: string): Promise<BareServer> {
  const first = pages.values().next().value;
  if (!first) throw new Error("bareServerOfPages: no pages");
  return listen((path) => pages.get(path) ?? first, type);
}

async function listen(bodyFor: (path: string) => Buffer, type: string): Promise<BareServer> {
  const server = http.createServer((request, response) => {
    const body = bodyFor(request.url ?? "/");
    response.writeHead(200, { "Content-Type": type, "Content-Length": body.length });
    response.end(body);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
