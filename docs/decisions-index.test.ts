import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// docs/decisions/README.md is the map of the decision records (issue 32): one row per record with its status.
const folder = new URL("./decisions/", import.meta.url);
const index = readFileSync(new URL("README.md", folder), "utf8");
const rows = [...index.matchAll(/^\| \[(\d{3})\]\(([^)]+)\) \| (.+?) \| (.+?) \|$/gm)].map(
  ([, number, file, title, status]) => ({ number, file, title, status }),
);
const records = readdirSync(folder)
  .filter((file) => /^\d{3}-.*\.md$/.test(file) && !/^\d{3}-appendix-/.test(file))
  .sort();
const appendices = readdirSync(folder).filter((file) => /^\d{3}-appendix-.*\.md$/.test(file));

describe("docs/decisions/README.md", () => {
  // Rows are kept in number order by hand; .gitattributes merges this file by union, so rows added on two
  // branches both land, perhaps out of order: the test asks for each record once, not for the order.
  it("lists every record, each once", () => {
    expect(records.length).toBeGreaterThan(40);
    const listed = rows.map((row) => row.file);
    expect([...listed].sort()).toEqual(records);
  });

  it("names files that exist, under their own number, with a title and a status", () => {
    for (const row of rows) {
      expect(existsSync(new URL(row.file, folder)), row.file).toBe(true);
      expect(row.file.startsWith(`${row.number}-`), row.file).toBe(true);
      expect(row.title.length, row.file).toBeGreaterThan(0);
      expect(row.status, row.file).toMatch(/^(accepted|superseded by \d{3}|amended|rejected)\b/);
    }
  });

  it("gives no two records one number", () => {
    const numbers = records.map((file) => file.slice(0, 3));
    expect(numbers.filter((number, at) => numbers.indexOf(number) !== at)).toEqual([]);
  });

  it("has every appendix linked from the record of its number", () => {
    for (const appendix of appendices) {
      const record = records.find((file) => file.startsWith(appendix.slice(0, 4)));
      expect(record, appendix).toBeDefined();
      expect(readFileSync(new URL(record!, folder), "utf8"), `${record} links ${appendix}`).toContain(`(${appendix})`);
    }
  });
});
