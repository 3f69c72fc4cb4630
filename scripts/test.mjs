// `npm test`: every test the project has. Lint, the page validators on the built board, unit and integration
// tests (Vitest), then end-to-end tests (Playwright in Debian's Chromium).
import { spawnSync } from "node:child_process";
import { decidePrerequisites, installMissing, machineFacts } from "./test-prerequisites.mjs";

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

function run(label, command, args) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n${label} failed.`);
    process.exit(result.status ?? 1);
  }
}

run("lint (ESLint with the import direction, import cycles)", "npm", ["run", "lint", "--silent"]);
run("build", "npm", ["run", "build", "--silent"]);
// The built board, signed-in pages included, through the Nu HTML Checker and pa11y (axe and HTML_CodeSniffer).
run("page validators (Nu HTML Checker, pa11y with axe and htmlcs)", "npm", ["run", "validate:pages", "--silent"]);
run("unit and integration tests (Vitest)", "npx", ["vitest", "run"]);
run("end-to-end tests (Playwright, Chromium)", "npx", ["playwright", "test"]);
