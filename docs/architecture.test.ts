import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
// Every folder of core/ but shared/ is a feature with a door (decision 196).
const features = readdirSync(join(root, "core"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "shared")
  .map((entry) => entry.name)
  .sort();

// docs/architecture.md opens with the layers and fences of eslint.config.js (issue 32): every folder or file a fence
// names must be in that picture, so a new fence cannot land without the picture.
type Zone = { target: string | string[]; from: string | string[]; except?: string[] };

async function fencedPaths(): Promise<string[]> {
  // eslint.config.js is plain JavaScript without types: imported by URL.
  const configs = (
    (await import(new URL("../eslint.config.js", import.meta.url).href)) as {
      default: { rules?: Record<string, unknown> }[];
    }
  ).default;
  const rule = configs.find((config) => config.rules?.["import-x/no-restricted-paths"])?.rules?.[
    "import-x/no-restricted-paths"
  ];
  const zones = (rule as [string, { zones: Zone[] }])[1].zones;
  const paths = new Set<string>();
  for (const zone of zones) {
    // A feature's door (decision 196): one zone per feature, all alike, which the picture names once as core/<feature>.
    if (typeof zone.from === "string" && features.some((feature) => zone.from === `./core/${feature}`)) {
      for (const path of [
        "./core/<feature>",
        "./core/<feature>/index.ts",
        "./core/<feature>/browser.ts",
        ...[zone.target].flat().slice(1),
      ])
        paths.add(path);
      continue;
    }
    const from = [zone.from].flat();
    for (const path of [...[zone.target].flat(), ...from]) paths.add(path);
    for (const except of zone.except ?? [])
      for (const base of from) paths.add(`${base}/${except.replace(/^\.\//, "")}`);
  }
  // "./core/!(search)/**" names core/; "./app/**" names app/.
  return [
    ...new Set(
      [...paths].map((path) =>
        path
          .replace(/^\.\//, "")
          .replace(/\/!\([^)]*\)/, "")
          .replace(/\/\*\*$/, ""),
      ),
    ),
  ].sort();
}

describe("docs/architecture.md", () => {
  const text = readFileSync(new URL("./architecture.md", import.meta.url), "utf8");
  const picture = text.slice(
    text.indexOf("## The layers and the fences"),
    text.indexOf("\n## ", text.indexOf("## The layers and the fences") + 1),
  );

  it("opens with the picture of the layers and the fences", () => {
    expect(text.indexOf("## The layers and the fences")).toBeGreaterThan(0);
    expect(text.indexOf("## The layers and the fences")).toBeLessThan(
      text.indexOf("\n## ", text.indexOf("# Architecture") + 1) + 2,
    );
  });

  it("names every folder and file that eslint.config.js fences", async () => {
    const paths = await fencedPaths();
    expect(paths).toEqual(
      expect.arrayContaining([
        "app",
        "core",
        "core/<feature>",
        "core/<feature>/index.ts",
        "lib",
        "server/api/index.ts",
      ]),
    );
    const missing = paths.filter(
      (path) => !new RegExp(`(^|[\\s(])${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(/|\\b)`, "m").test(picture),
    );
    expect(missing).toEqual([]);
  });
});

/** Where a relative import of a file of core/ lands: its feature, or null (core/shared, db/, a package). */
function importedFeature(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const target = relative(root, resolve(dirname(fromFile), specifier))
    .split("\\")
    .join("/");
  const match = target.match(/^core\/([^/]+)/);
  return match && features.includes(match[1]) ? match[1] : null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The arrows of the code: feature -> the other features its files import (type-only and dynamic imports too). */
function realArrows(): Map<string, Set<string>> {
  const arrows = new Map(features.map((feature) => [feature, new Set<string>()]));
  for (const feature of features) {
    for (const file of sourceFiles(join(root, "core", feature))) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
      for (const { fileName } of importedFiles) {
        const other = importedFeature(file, fileName);
        if (other && other !== feature) arrows.get(feature)!.add(other);
      }
    }
  }
  return arrows;
}

/** The arrows docs/architecture.md draws: its table's rows, feature -> the doors it imports. */
function drawnArrows(text: string): Map<string, Set<string>> {
  const section = text.slice(
    text.indexOf("## Features and their arrows"),
    text.indexOf("\n## ", text.indexOf("## Features and their arrows") + 1) >>> 0,
  );
  const rows = [...section.matchAll(/^\| ([a-z][a-z-]*) \| [^|]+ \| ([^|]+) \|$/gm)];
  return new Map(
    rows.map(([, feature, doors]) => [
      feature,
      new Set(doors.trim() === "—" ? [] : doors.split(",").map((door) => door.trim())),
    ]),
  );
}

const listed = (arrows: Map<string, Set<string>>) =>
  [...arrows].flatMap(([from, to]) => [...to].map((other) => `${from} -> ${other}`)).sort();

describe("docs/architecture.md: the features and their arrows (decision 196)", () => {
  const text = readFileSync(new URL("./architecture.md", import.meta.url), "utf8");
  const drawn = drawnArrows(text);

  it("draws every feature of core/, and nothing else", () => {
    expect(features.length).toBeGreaterThan(15);
    expect([...drawn.keys()].sort()).toEqual(features);
  });

  it("gives every feature a door that opens with a line on its job", () => {
    for (const feature of features) {
      const door = join(root, "core", feature, "index.ts");
      expect(existsSync(door), `core/${feature}/index.ts`).toBe(true);
      expect(readFileSync(door, "utf8"), `core/${feature}/index.ts`).toMatch(new RegExp(`^// core/${feature}: \\S`));
    }
  });

  it("draws every arrow the code has, and none it has not", () => {
    expect(listed(drawn)).toEqual(listed(realArrows()));
  });

  it("has no arrow both ways", () => {
    const both = listed(drawn).filter((arrow) => {
      const [from, to] = arrow.split(" -> ");
      return drawn.get(to)?.has(from);
    });
    expect(both).toEqual([]);
  });
});

describe("the lint's feature doors (decision 196)", () => {
  const eslint = new ESLint({ cwd: root });
  async function doorErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
    return result.messages
      .filter((message) => message.ruleId === "import-x/no-restricted-paths")
      .map((message) => message.message);
  }

  it("refuses a deep import of another feature, from core/ and from app/", async () => {
    expect(
      await doorErrors(
        "core/jobs/new-file.ts",
        'import { spendLimits } from "../trust/limits";\nexport const limits = spendLimits;\n',
      ),
    ).toEqual([expect.stringContaining("core/trust/index.ts")]);
    expect(
      await doorErrors(
        "app/routes/new-page.tsx",
        'import { sourceTypes } from "../../core/collector/collector.schema";\nexport const types = sourceTypes;\n',
      ),
    ).toEqual([expect.stringContaining("core/collector/index.ts")]);
  }, 60_000);

  it("lets a feature's own files, and the doors of others, through", async () => {
    expect(
      await doorErrors(
        "core/jobs/new-file.ts",
        'import { spendLimits } from "../trust";\nimport { closesAt } from "./job-closing";\nexport const both = [spendLimits, closesAt];\n',
      ),
    ).toEqual([]);
    expect(
      await doorErrors(
        "app/routes/new-page.tsx",
        'import { formatSalary } from "../../core/jobs/browser";\nexport const salary = formatSalary;\n',
      ),
    ).toEqual([]);
  }, 60_000);
});
