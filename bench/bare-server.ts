/**
 * The baseline the HTTP benchmarks stand beside: a bare node:http server that answers every
 * request with a fixed body of `size` bytes of the given type (a JSON array padded with spaces),
 * so that what is left over in our server's figures is our own work.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export async function bareServer(size: number, type = "application/json"): Promise<{ port: number; close: () => Promise<void> }> {
  const body = Buffer.alloc(size, type.includes("json") ? " " : "x");
  if (type.includes("json")) {
    body.write('{"data":[');
    body.write("]}", size - 2);
  }
  const server = http.createServer((_request, response) => {
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
