import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** docs/operations.md names only commands that exist. */
describe("docs/operations.md", () => {
  it("names only npm scripts that package.json has", () => {
    const text = readFileSync(new URL("./operations.md", import.meta.url), "utf8");
    const scripts = Object.keys(
      (
        JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
          scripts: Record<string, string>;
        }
      ).scripts,
    );
    const named = [...text.matchAll(/npm run ([a-z][\w:-]*)/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(scripts, `npm run ${name}`).toContain(name);
    expect(text).not.toMatch(/S3/);
  });
});
