// `npm run lint`: no source line over 160 characters (issue 46 point 2, decision 197). Prettier lays code out at 120
// but never breaks a string, a template or a comment; those are split by hand or by their own syntax (SQL breaks at a
// space). Allowed past 160: a line with a URL (a link is read whole), SVG path data, and the applied migrations
// (history, never edited). What was left when the rule came is listed in long-lines-baseline.json: a file may hold
// at most its listed number, so the list only shrinks (lower or remove an entry when you shorten one).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const LIMIT = 160;
const SOURCE = /\.(ts|tsx|js|mjs|cjs|css|sql|json|ya?ml)$/;
const exempt = (line) => line.includes("://") || / d="/.test(line);
const baseline = JSON.parse(readFileSync(new URL("./long-lines-baseline.json", import.meta.url), "utf8"));

const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" })
  .split("\n")
  .filter((file) => SOURCE.test(file) && !file.startsWith("db/migrations/") && !file.endsWith("package-lock.json"));
const problems = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    continue; // deleted in the work tree, still in the index
  }
  const long = text
    .split("\n")
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => line.length > LIMIT && !exempt(line));
  const allowed = baseline[file] ?? 0;
  if (long.length > allowed) {
    const where = long.map(({ number, line }) => `${file}:${number} (${line.length})`).join(", ");
    problems.push(`${where}${allowed ? `: ${allowed} allowed by long-lines-baseline.json` : ""}`);
  }
}
if (problems.length > 0) {
  console.error(`Lines over ${LIMIT} characters (split the string, template or comment):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`line length: no new line over ${LIMIT} characters in ${files.length} files`);
