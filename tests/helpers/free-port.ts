/**
 * A port for a server a test starts that binds it only later (after the database, the
 * migrations and the demo data: tens of seconds on a busy machine). A port from
 * listen(0) lies in the kernel's ephemeral range, which outgoing connections draw their
 * local ports from too, the server's own connections to PostgreSQL included: in CI one
 * took such a port before the server bound it (EADDRINUSE). Below that range no outgoing
 * connection gets a port, so pick one there at random and check it is free now.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:net";

function ephemeralRangeStart(): number {
  try {
    return Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]) || 32_768;
  } catch {
    return 32_768;
  }
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.unref();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

export async function findServerPort(): Promise<number> {
  const end = ephemeralRangeStart();
  const start = Math.max(10_000, end - 12_000);
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = start + Math.floor(Math.random() * (end - start));
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port between ${start} and ${end}`);
}
