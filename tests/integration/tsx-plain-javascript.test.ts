import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

// tsx rewrites every dynamic import() of a plain JavaScript module (it appends an interop .then on the same line) and
// inlined a source map of the rewrite: for the 1.2 MB page build, about 11 MB of heap in every process and worker
// thread, and a map that hid a package's own. patches/tsx+*.patch drops that map (decision 209).
const projectDir = fileURLToPath(new URL("../..", import.meta.url));
const folder = mkdtempSync(path.join(os.tmpdir(), "tsx-plain-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("a plain JavaScript module with a dynamic import, loaded through tsx", () => {
  it("keeps its dynamic import working and carries no source map of tsx's rewrite", () => {
    writeFileSync(path.join(folder, "plain.mjs"), 'export const load = () => import("node:os");\n');
    writeFileSync(
      path.join(folder, "probe.mjs"),
      [
        'import { findSourceMap } from "node:module";',
        'const url = new URL("./plain.mjs", import.meta.url).href;',
        "const os = await (await import(url)).load();",
        'console.log(JSON.stringify({ map: findSourceMap(url) !== undefined, works: typeof os.cpus === "function" }));',
      ].join("\n"),
    );
    const output = execFileSync(process.execPath, ["--import", "tsx", path.join(folder, "probe.mjs")], {
      cwd: projectDir,
      encoding: "utf8",
    });
    expect(JSON.parse(output.trim())).toEqual({ map: false, works: true });
  });
});
