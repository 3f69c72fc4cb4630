// `npm test`: every test the project has, each run once, with what each step took (decision 166). The type check and
// lint; the build; the unit and integration tests (Vitest) on this Node; the tests that depend on the runtime again on
// Node 22 when TEST_NODE22_DIR names one (.ci/run does); then one demo board (the build, a database seeded once) that
// the end-to-end tests (Playwright in Debian's Chromium) and after them the page validators both use.
import { decidePrerequisites, installMissing, machineFacts } from "./test-prerequisites.mjs";
import { createSteps } from "./test-steps.mjs";
import { startBuiltServer } from "./validate-pages/built-server";

// What depends on the runtime rather than on the code: the real `npm start` (embedded PostgreSQL, signals), cluster
// workers, snapshot files written by child processes, the built pages served by two servers, a server's request limits.
const runtimeTests = [
  "tests/integration/server-lifecycle.test.ts",
  "tests/integration/metrics.test.ts",
  "tests/integration/two-servers.test.ts",
  "tests/integration/page-cache.test.ts",
  "tests/integration/hostile-requests.test.ts",
  "core/search/snapshot/",
];

const decision = decidePrerequisites(machineFacts());
if (decision.action === "install") {
  // As root with apt-get (the project's machines, CI): install what is missing the way .ci/run does, and say so.
  console.log(decision.message);
  if (!installMissing(decision.packages)) {
    console.error(`\nInstalling ${decision.packages.join(" and ")} failed (see apt-get above). Nothing was run.\n`);
    process.exit(1);
  }
  const after = decidePrerequisites(machineFacts());
  if (after.action !== "run") {
    console.error(`\nStill missing after the install: ${after.packages.join(", ")}. Nothing was run.\n`);
    process.exit(1);
  }
} else if (decision.action === "stop") {
  console.error(decision.message);
  process.exit(1);
}

const steps = createSteps();
const node = `Node ${process.versions.node}`;
// tsc and ESLint each keep one core busy: side by side they take the time of the longer one.
await steps.runTogether([
  { label: "type check (react-router typegen, tsc --noEmit)", command: "npm", args: ["run", "typecheck", "--silent"] },
  { label: "lint (ESLint with the import direction, import cycles)", command: "npm", args: ["run", "lint", "--silent"] },
]);
steps.run("build", "npm", ["run", "build", "--silent"]);
steps.run(`unit and integration tests (Vitest, ${node})`, "npx", ["vitest", "run"]);

const node22 = process.env.TEST_NODE22_DIR;
const runtimeLabel = "runtime tests (Vitest, Node 22)";
if (node22) {
  // PATH first: npx's `#!/usr/bin/env node`, Vitest's forks and every server the tests start take Node 22.
  steps.run(runtimeLabel, "npx", ["vitest", "run", ...runtimeTests], { PATH: `${node22}:${process.env.PATH}` });
} else if (process.versions.node.split(".")[0] === "22") {
  steps.skip(runtimeLabel, "the whole suite ran on Node 22 above");
} else {
  steps.skip(runtimeLabel, "set TEST_NODE22_DIR to a Node 22 bin folder; .ci/run does");
}

// One built board on one seeded database for both: Playwright first, on the untouched demo data its specs count; then
// the validators, which only read pages (their visitors sign up and add a collector source, changing no count).
const board = await steps.time("demo board for Playwright and the validators (start, seed 1,200 jobs)", () => startBuiltServer());
const port = new URL(board.base).port;
steps.run("end-to-end tests (Playwright, Chromium)", "npx", ["playwright", "test"], { E2E_PORT: port, E2E_SERVER_RUNNING: "1" });
// The built board, signed-in pages included, through the Nu HTML Checker and pa11y (axe and HTML_CodeSniffer).
steps.run("page validators (Nu HTML Checker, pa11y with axe and htmlcs)", "npm", ["run", "validate:pages", "--silent"], {
  BASE_URL: board.base,
  DATA_DIR: board.dataDir,
});
await board.stop();
steps.done();
