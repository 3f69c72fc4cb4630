/**
 * `npm run bench [name...]`: runs every bench/*.bench.ts (or the named ones).
 * Each benchmark's default export returns its Markdown section; the section is
 * kept in bench/results/<name>.md and bench/RESULTS.md is rebuilt from all of them,
 * so running one benchmark never erases another's figures.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { unsupportedNodeWarning } from "./supported-node";

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const resultsDir = path.join(benchDir, "results");
mkdirSync(resultsDir, { recursive: true });
const wanted = process.argv.slice(2);
const names = readdirSync(benchDir)
  .filter((file) => file.endsWith(".bench.ts"))
  .map((file) => file.replace(/\.bench\.ts$/, ""))
  .filter((name) => wanted.length === 0 || wanted.includes(name))
  .sort();

const nodeWarning = unsupportedNodeWarning(path.join(benchDir, "..", "package.json"));
if (nodeWarning) console.warn(nodeWarning.replace(/\*\*/g, ""));

if (names.length === 0) {
  console.error(wanted.length ? `No benchmark named ${wanted.join(", ")}` : "No benchmarks in bench/");
  process.exit(1);
}

for (const name of names) {
  console.log(`\n=== benchmark: ${name} ===`);
  const module = (await import(path.join(benchDir, `${name}.bench.ts`))) as { default: () => Promise<string> };
  const section = await module.default();
  const stamp =
    `_Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${os.cpus().length} ` +
    `cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}._`;
  writeFileSync(
    path.join(resultsDir, `${name}.md`),
    `${section.trim()}\n\n${stamp}${nodeWarning ? ` ${nodeWarning}` : ""}\n`,
  );
  console.log(section);
}

const sections = readdirSync(resultsDir)
  .filter((file) => file.endsWith(".md"))
  .sort()
  .map((file) => readFileSync(path.join(resultsDir, file), "utf8").trim());
writeFileSync(
  path.join(benchDir, "RESULTS.md"),
  `# Benchmark results\n\nWritten by \`npm run bench\`; each section comes from bench/results/<name>.md.\n\n${sections.join("\n\n")}\n`,
);
console.log("\nbench/RESULTS.md updated");
process.exit(0);
