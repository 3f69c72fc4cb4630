import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const sourceRoots = ["app", "core", "db", "config", "vite.config.ts", "react-router.config.ts", "package.json"];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === "node_modules" || entry.endsWith(".test.ts")) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Builds the pages when build/ is missing or older than the sources, so `npm start` always serves current code. */
export function ensureBuild(projectDir: string, log: (message: string) => void): void {
  const marker = path.join(projectDir, "build", "server", "index.js");
  const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const sourcesAt = Math.max(...sourceRoots.map((root) => newestMtime(path.join(projectDir, root))));
  if (builtAt >= sourcesAt) return;
  log("building the pages (first start or changed sources)...");
  const result = spawnSync("npm", ["run", "build", "--silent"], { cwd: projectDir, stdio: "inherit" });
  if (result.status !== 0) throw new Error("the build failed; run `npm run build` to see why");
}
