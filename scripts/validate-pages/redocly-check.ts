/** `redocly lint` (recommended rules, redocly.yaml) on the live OpenAPI document of the running board. */
import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The problems Redocly reports (errors and warnings), or none. */
export async function redoclyProblems(base: string, folder: string): Promise<string[]> {
  const response = await fetch(new URL("/api/openapi.json", base));
  if (!response.ok) return [`/api/openapi.json answered ${response.status}`];
  const file = path.join(folder, "openapi.json");
  writeFileSync(file, await response.text());
  const redocly = path.resolve("node_modules/.bin/redocly");
  const env = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" };
  // Redocly exits 0 on warnings; its JSON report counts both, and both fail here (0 errors, 0 warnings).
  const { stdout } = await run(redocly, ["lint", file, "--config", "redocly.yaml", "--format", "json"], {
    env,
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
  const report = JSON.parse(stdout) as {
    problems: { ruleId: string; severity: string; message: string; location?: { pointer?: string }[] }[];
  };
  return report.problems.map(
    (p) => `Redocly ${p.severity} ${p.ruleId}: ${p.message} (${p.location?.[0]?.pointer ?? ""})`,
  );
}
