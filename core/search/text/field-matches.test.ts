import { describe, expect, it } from "vitest";
import { FixtureIndex } from "../../../tests/fixtures/search-fixtures";

describe("the jobs whose one field names the most of some texts (recommendations' question)", () => {
  it("counts the skills field only, most named first, then newest; leaves out excluded, closed and expired jobs", () => {
    const jobs = new FixtureIndex();
    const [three, twoOlder, twoNewer, inDescription, excluded, closed, expired, nodeJs] = jobs.add([
      { title: "Platform Engineer", skills: "Go, Kubernetes, PostgreSQL", ageDays: 5 },
      { title: "Backend Engineer", skills: "Go, PostgreSQL", ageDays: 4 },
      { title: "Backend Developer", skills: "Kubernetes, Go", ageDays: 1 },
      { title: "Writer", skills: "Copywriting", description: "You will write about Go, Kubernetes and PostgreSQL." },
      { title: "Go Developer", skills: "Go, Kubernetes, PostgreSQL" },
      { title: "Closed Go Role", skills: "Go, Kubernetes, PostgreSQL", status: "closed" },
      { title: "Expired Go Role", skills: "Go, Kubernetes, PostgreSQL", validThrough: new Date(Date.now() - 60_000) },
      { title: "Node Developer", skills: "Node.js, Express" },
    ]);
    const { index } = jobs;
    const ids = index.mostInField(["Go", "Kubernetes", "PostgreSQL"], "skills", 10, [excluded]);
    expect(ids).toEqual([three, twoNewer, twoOlder]);
    expect(ids).not.toContain(inDescription);
    expect(ids).not.toContain(closed);
    expect(ids).not.toContain(expired);
    // The limit keeps the most named, then the newest among the last count that fits.
    expect(index.mostInField(["Go", "Kubernetes", "PostgreSQL"], "skills", 2, [excluded])).toEqual([three, twoNewer]);
    // A skill of two words is found as the phrase the index keeps for it.
    expect(index.mostInField(["Node.js"], "skills", 10)).toEqual([nodeJs]);
    // Titles: the words of the desired title found in the job's title.
    expect(index.mostInField(["Backend", "Engineer"], "title", 10, [excluded])).toEqual([twoOlder, twoNewer, three]);
    // Asking again gives the same answer (the counts of the last question were cleared).
    expect(index.mostInField(["Go", "Kubernetes", "PostgreSQL"], "skills", 10, [excluded])).toEqual([
      three,
      twoNewer,
      twoOlder,
    ]);
  });
});
