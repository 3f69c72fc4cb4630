import { defineConfig, devices } from "@playwright/test";
import { DEFAULT_CHROMIUM_PATH } from "./scripts/test-prerequisites.mjs";

// Workers load this file again; the port chosen by the main process reaches them through the environment.
// Below the kernel's ephemeral ports (32768 up), so no outgoing connection holds it when
// the server binds it after loading the demo data (tests/helpers/free-port.ts says more).
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 12_000));
const port = Number(process.env.E2E_PORT);
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };
const jobWriterSpecs = [
  "**/employer-jobs.spec.ts",
  "**/admin.spec.ts",
  "**/startup-facts.spec.ts",
  "**/applications.spec.ts",
  "**/trust.spec.ts",
  "**/look-alike-hosts.spec.ts",
  "**/first-minute.spec.ts",
  "**/visa-sponsorship.spec.ts",
];
const chromiumPath = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH;
// `npm test` starts tests/e2e/serve.ts itself on E2E_PORT and runs the page validators on the same board afterwards
// (decision 166); alone, Playwright starts it.
const serverRunning = process.env.E2E_SERVER_RUNNING === "1";

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? "list" : [["list"]],
  // The ten slowest spec files, printed after every run (with the ten slowest Vitest tests, decision 166).
  reportSlowTests: { max: 10, threshold: 20_000 },
  // A guard against hangs, not a speed goal: several journeys (sign-up with argon2, axe on
  // five pages) take 20-32 s on a 2-core CI machine.
  timeout: 60_000,
  // Sign-up hashes with argon2 and uploads a logo; on a loaded 2-core machine the next page can take
  // longer than the default 5 s. A passing assertion returns as soon as it holds, so this costs nothing.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  // Specs that add, collect or delete jobs run after the rest: the others assert exact counts of the
  // demo data (1,200 jobs), which a job posted or collected meanwhile on the shared server would change.
  projects: [
    { name: "desktop", testIgnore: jobWriterSpecs, use: desktop },
    { name: "desktop-job-writers", testMatch: jobWriterSpecs, dependencies: ["desktop"], use: desktop },
  ],
  webServer: serverRunning
    ? undefined
    : {
        command: "node --import tsx tests/e2e/serve.ts",
        url: `http://127.0.0.1:${port}/readyz`,
        env: { PORT: String(port), HOST: "127.0.0.1" },
        reuseExistingServer: false,
        // As scripts/validate-pages/built-server.ts: the demo data and two workers took over 3 minutes on a busy 2-core machine.
        timeout: 300_000,
        stdout: "pipe",
        stderr: "pipe",
      },
});
