import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The server's entries load drizzle-orm's CommonJS build where Node has in-thread module hooks (decision 203): each
 * HTTP worker then links 12 MB of drizzle instead of a transient 90-220 MB. Asked of a real Node, as the entries run.
 */
const projectDir = path.resolve(import.meta.dirname, "../..");
const [major, minor] = process.versions.node.split(".").map(Number);
const hasHooks = major > 23 || (major === 23 && minor >= 5) || (major === 22 && minor >= 15);

function resolvedDrizzle(withHooks: boolean): string {
  const dir = path.join(projectDir, "node_modules", ".cache");
  mkdirSync(dir, { recursive: true });
  const probe = path.join(dir, "drizzle-resolution-probe.mjs");
  writeFileSync(
    probe,
    `const { loadDrizzleAsCommonJs } = await import(${JSON.stringify(path.join(projectDir, "server/commonjs-drizzle.ts"))});
     if (${withHooks}) loadDrizzleAsCommonJs();
     const pgCore = await import("drizzle-orm/pg-core");
     if (typeof pgCore.pgTable !== "function") throw new Error("no pgTable");
     console.log(import.meta.resolve("drizzle-orm/pg-core"));`,
  );
  return execFileSync(process.execPath, ["--import", "tsx", probe], { cwd: projectDir, encoding: "utf8" }).trim();
}

describe("drizzle-orm in the server's threads", () => {
  it.runIf(hasHooks)("is its CommonJS build once the entry's hook is in place, its ES modules without", () => {
    expect(resolvedDrizzle(true)).toMatch(/drizzle-orm\/pg-core\/index\.cjs$/);
    expect(resolvedDrizzle(false)).toMatch(/drizzle-orm\/pg-core\/index\.js$/);
  });

  it.runIf(!hasHooks)("is left as it is on a Node without in-thread hooks (its ES modules cost little there)", () => {
    expect(resolvedDrizzle(true)).toMatch(/drizzle-orm\/pg-core\/index\.js$/);
  });
});
