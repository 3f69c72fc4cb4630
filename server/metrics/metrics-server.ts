import { timingSafeEqual, createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface MetricsServerOptions {
  port: number;
  host: string;
  /** When set, a scrape must send "Authorization: Bearer <token>". */
  token?: string;
  gather(): Promise<{ contentType: string; body: string }>;
  log: { error(message: string): void };
}

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * GET /metrics on its own port (METRICS_PORT), served by the main process: off the board's
 * public port, so a proxy in front of the board never exposes it, and answered from the
 * process that can ask every worker (decision 054).
 */
export async function startMetricsServer(options: MetricsServerOptions): Promise<MetricsServer> {
  const expected = options.token ? digest(options.token) : undefined;
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0];
    if (path !== "/metrics") return plain(response, 404, "Not found: metrics are at /metrics\n");
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.setHeader("Allow", "GET, HEAD");
      return plain(response, 405, "Method not allowed\n");
    }
    if (expected && !bearerMatches(request.headers.authorization, expected)) {
      response.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      return plain(response, 401, "Unauthorized: send Authorization: Bearer <METRICS_TOKEN>\n");
    }
    options.gather().then(
      ({ contentType, body }) => {
        response.writeHead(200, { "Content-Type": contentType, "Cache-Control": "no-store" });
        response.end(request.method === "HEAD" ? undefined : body);
      },
      (error: Error) => {
        options.log.error(`metrics: the scrape failed: ${error.message}`);
        plain(response, 500, "The metrics could not be gathered\n");
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function plain(response: import("node:http").ServerResponse, status: number, text: string): void {
  response.writeHead(status, { "Content-Type": "text/plain; charset=utf-8" });
  response.end(text);
}

// Compared as digests, so the comparison takes the same time whatever the length of what was sent.
function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}

function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match !== null && timingSafeEqual(digest(match[1]), expected);
}
