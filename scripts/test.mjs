// `npm test`: every test the project has. Lint, the page validators on the built board, unit and integration
// tests (Vitest), then end-to-end tests (Playwright in Debian's Chromium).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(
    `\nThe end-to-end tests need Chromium at ${chromium}, and it is missing.\n` +
      "Fix: install Debian's package (sudo apt-get update && sudo apt-get install -y chromium),\n" +
      "or set CHROMIUM_PATH to a Chromium binary. Nothing was run.\n",
  );
  process.exit(1);
}

if (spawnSync("java", ["-version"], { stdio: "ignore" }).status !== 0) {
  console.error(
    "\nThe Nu HTML Checker (vnu-jar) needs a Java runtime, and `java` is missing.\n" +
      "Fix: sudo apt-get update && sudo apt-get install -y default-jre-headless. Nothing was run.\n",
  );
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
