import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // The whole route manifest is one immutable, precompressed file (3 kB brotli) the browser fetches once, after the first
  // paint (decision 097), instead of each page carrying the routes it can reach (5 kB of every page) and the server
  // matching every prefix of the path against the route table on every render to choose them (decision 145).
  routeDiscovery: { mode: "initial" },
  // React Router v8's behaviour, each flag decided (decision 168): a flag left unset prints a warning on every build.
  future: {
    // The build through Vite's Environment API: v8 requires it with Vite 7.
    v8_viteEnvironmentApi: true,
    // Waits: it moves the clientLoader/clientAction of login, register and forgot-password into chunks of their own;
    // adopt it with a whole end-to-end run on an idle machine (decision 168).
    v8_splitRouteModules: false,
    // Waits: the home page's data request would become /_.data instead of /_root.data, which the request metrics
    // (server/metrics/page-patterns.ts) and the auth API's tests name; they learn both first.
    v8_trailingSlashAwareDataRequests: false,
    // Waits: the load context (server/react-router-handler.ts: the CSP nonce) is a plain object; middleware needs a
    // RouterContextProvider, read with context.get() in entry.server.tsx.
    v8_middleware: false,
    // Waits: root.tsx and legal-document.tsx read the page's path from request.url, which would then end in .data on
    // a client navigation; they move to the loader's `url` argument first.
    v8_passThroughRequests: false,
  },
} satisfies Config;
