// `npm test`: every test the project has, each run once, with what each step took (decisions 166, 189). The type check,
// lint and the build side by side; the unit and integration tests (Vitest) on this Node, while one demo board (the
// build, a database seeded once) starts; the end-to-end tests (Playwright in Debian's Chromium) on that board; then the
// page validators on it, side by side with the tests that depend on the runtime again on Node 22 when TEST_NODE22_DIR
// names one (.ci/run does).
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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
  // Need Node 22.12+ (worker threads sharing a port) or 22.15+ (in-thread module hooks); skipped on Node 20.
  "tests/integration/shared-index-threads.test.ts",
  "tests/integration/metrics-threads.test.ts",
  "tests/integration/commonjs-drizzle.test.ts",
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

// Vitest's ten slowest tests and files (tests/setup/slowest-tests-reporter.ts), printed again under the table.
const scratch = mkdtempSync(path.join(tmpdir(), "npm-test-"));
process.once("exit", () => rmSync(scratch, { recursive: true, force: true }));
const slowestFile = path.join(scratch, "slowest.txt");
const node = `Node ${process.versions.node}`;
const steps = createSteps({
  epilogue: () => (existsSync(slowestFile) ? `Vitest on ${node}: ${readFileSync(slowestFile, "utf8")}` : ""),
});
// tsc, ESLint and the build each keep about one core busy: side by side they take about half their sum on two cores.
await steps.runTogether([
  { label: "type check (react-router typegen, tsc --noEmit)", command: "npm", args: ["run", "typecheck", "--silent"] },
  {
    label: "lint (ESLint with the import direction, import cycles)",
    command: "npm",
    args: ["run", "lint", "--silent"],
  },
  { label: "build", command: "npm", args: ["run", "build", "--silent"] },
]);

// One built board on one seeded database for Playwright and the validators, started now: its start (a database made and
// 1,200 jobs loaded) runs alongside Vitest, whose files spend much of their time waiting on servers and PostgreSQL.
// Nothing visits it before Playwright, so its specs still count the untouched demo data.
const boardStart = steps.begin("demo board for Playwright and the validators (start, seed 1,200 jobs)", () =>
  startBuiltServer(),
);
await steps.run(`unit and integration tests (Vitest, ${node})`, "npx", ["vitest", "run"], {
  SLOWEST_TESTS_FILE: slowestFile,
});

// Playwright first, alone on the untouched demo data its specs count.
const board = await boardStart.ready();
const port = new URL(board.base).port;
await steps.run("end-to-end tests (Playwright, Chromium)", "npx", ["playwright", "test"], {
  E2E_PORT: port,
  E2E_SERVER_RUNNING: "1",
});

// Then the page validators, which only read the board's pages (their visitors sign up and add a collector source,
// changing no count), side by side with the tests that depend on the runtime on Node 22, which start servers of their
// own and never visit this board: the validators wait on Chromium and the board, those tests on their servers.
const validators = {
  label: "page validators (Nu HTML Checker, pa11y with axe and htmlcs)",
  command: "npm",
  args: ["run", "validate:pages", "--silent"],
  // The built board, signed-in pages included, through the Nu HTML Checker and pa11y (axe and HTML_CodeSniffer).
  env: { BASE_URL: board.base, DATA_DIR: board.dataDir },
};
const node22 = process.env.TEST_NODE22_DIR;
const runtimeLabel = "runtime tests (Vitest, Node 22)";
if (node22) {
  // PATH first: npx's `#!/usr/bin/env node`, Vitest's forks and every server the tests start take Node 22.
  const runtime = {
    label: runtimeLabel,
    command: "npx",
    args: ["vitest", "run", ...runtimeTests],
    env: { PATH: `${node22}:${process.env.PATH}` },
  };
  await steps.runTogether([validators, runtime]);
} else {
  const onNode22 = process.versions.node.split(".")[0] === "22";
  steps.skip(
    runtimeLabel,
    onNode22 ? "the whole suite ran on Node 22 above" : "set TEST_NODE22_DIR to a Node 22 bin folder; .ci/run does",
  );
  await steps.run(validators.label, validators.command, validators.args, validators.env);
}
await board.stop();
steps.done();
