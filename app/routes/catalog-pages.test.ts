import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../tests/setup/test-database";
import { loader as categoryLoader } from "./category";
import { loader as companyLoader } from "./company-jobs";

withTestDatabase();

const request = (path: string) => new Request(`http://jobs.example${path}`);
const statusOf = (result: unknown) => (result as { init?: { status?: number } | null }).init?.status ?? 200;

describe("category and company pages", () => {
  it("answer 404, never 500, for a name holding U+0000 (/category/%00, /jobs/%00)", async () => {
    // React Router hands the loaders the decoded parameter.
    const category = await categoryLoader({
      params: { category: "\u0000" },
      request: request("/category/%00"),
    } as never);
    expect(statusOf(category)).toBe(404);
    const company = await companyLoader({ params: { name: "\u0000" }, request: request("/jobs/%00") } as never);
    expect(statusOf(company)).toBe(404);
  });
});
