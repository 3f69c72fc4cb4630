import { describe, expect, it } from "vitest";
import { categorySearchHref } from "./categories-strip";
import { searchPath } from "./hero";
import { homeApplyHref } from "./recent-jobs";

describe("home page links", () => {
  it("search terms go to /search/{encoded term}", () => {
    expect(searchPath("Software Engineer")).toBe("/search/Software%20Engineer");
    expect(searchPath("  C++ / Rust ")).toBe("/search/C%2B%2B%20%2F%20Rust");
    expect(searchPath("job")).toBe("/search/job?q=job");
    expect(searchPath("..")).toBe("/search/job?q=..");
  });

  it("categories search /search/job with q", () => {
    expect(categorySearchHref("UX/UI Design")).toBe("/search/job?q=UX%2FUI%20Design");
    expect(categorySearchHref("DevOps & Cloud")).toBe("/search/job?q=DevOps%20%26%20Cloud");
  });

  it("Apply Now needs a session: guests log in first and come back to the apply path", () => {
    expect(homeApplyHref(42, true)).toBe("/jobs/42/apply");
    expect(homeApplyHref(42, false)).toBe("/login?returnUrl=%2Fjobs%2F42%2Fapply");
  });
});
