import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// docs/architecture.md opens with the layers and fences of eslint.config.js (issue 32): every folder or file a fence
// names must be in that picture, so a new fence cannot land without the picture.
type Zone = { target: string | string[]; from: string | string[]; except?: string[] };

async function fencedPaths(): Promise<string[]> {
  // eslint.config.js is plain JavaScript without types: imported by URL.
  const configs = ((await import(new URL("../eslint.config.js", import.meta.url).href)) as { default: { rules?: Record<string, unknown> }[] }).default;
  const rule = configs.find((config) => config.rules?.["import-x/no-restricted-paths"])?.rules?.["import-x/no-restricted-paths"];
  const zones = (rule as [string, { zones: Zone[] }])[1].zones;
  const paths = new Set<string>();
  for (const zone of zones) {
    const from = [zone.from].flat();
    for (const path of [...[zone.target].flat(), ...from]) paths.add(path);
    for (const except of zone.except ?? []) for (const base of from) paths.add(`${base}/${except.replace(/^\.\//, "")}`);
  }
  // "./core/!(collector)/**" names core/; "./app/**" names app/.
  return [...paths].map((path) => path.replace(/^\.\//, "").replace(/\/!\([^)]*\)/, "").replace(/\/\*\*$/, "")).sort();
}

describe("docs/architecture.md", () => {
  const text = readFileSync(new URL("./architecture.md", import.meta.url), "utf8");
  const picture = text.slice(text.indexOf("## The layers and the fences"), text.indexOf("\n## ", text.indexOf("## The layers and the fences") + 1));

  it("opens with the picture of the layers and the fences", () => {
    expect(text.indexOf("## The layers and the fences")).toBeGreaterThan(0);
    expect(text.indexOf("## The layers and the fences")).toBeLessThan(text.indexOf("\n## ", text.indexOf("# Architecture") + 1) + 2);
  });

  it("names every folder and file that eslint.config.js fences", async () => {
    const paths = await fencedPaths();
    expect(paths).toEqual(expect.arrayContaining(["app", "core", "core/collector", "core/collector/index.ts", "lib", "server/api/index.ts"]));
    const missing = paths.filter((path) => !new RegExp(`(^|[\\s(])${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(/|\\b)`, "m").test(picture));
    expect(missing).toEqual([]);
  });
});
