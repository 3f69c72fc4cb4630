/**
 * Whether this Node is one the project supports (package.json's `engines.node`, a ">=MAJOR.MINOR[.PATCH]" range).
 * A page miss measured 11.65 ms on Node 20 and 6.90 on Node 24, the same build on the same machine (decision 153):
 * figures taken on an unsupported Node are not the board's, so the benchmarks say so beside them.
 */
import { readFileSync } from "node:fs";

export function meetsMinimum(version: string, range: string): boolean {
  const minimum = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  if (!minimum) throw new Error(`engines.node is not a ">=x.y.z" range: ${range}`);
  const have = version.replace(/^v/, "").split(".").map(Number);
  const want = minimum.slice(1).map((part) => Number(part ?? 0));
  for (let index = 0; index < 3; index++) {
    if ((have[index] ?? 0) !== want[index]) return (have[index] ?? 0) > want[index];
  }
  return true;
}

/** A line to print and to keep beside the figures when this Node is below the engines range, else null. */
export function unsupportedNodeWarning(packageJsonPath: string, version = process.version): string | null {
  const range = (JSON.parse(readFileSync(packageJsonPath, "utf8")) as { engines?: { node?: string } }).engines?.node;
  if (!range || meetsMinimum(version, range)) return null;
  return (
    `**Node ${version} is below the project's engines (${range}): these figures are not the board's ` +
    `on a supported Node** (README, Benchmarks, says how to run them on Node 24).`
  );
}
