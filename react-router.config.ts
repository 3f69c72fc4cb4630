import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // The whole route manifest is one immutable, precompressed file (3 kB brotli) the browser fetches once, after the first
  // paint (decision 097), instead of each page carrying the routes it can reach (5 kB of every page) and the server
  // matching every prefix of the path against the route table on every render to choose them (decision 145).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
