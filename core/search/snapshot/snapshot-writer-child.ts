/**
 * A process writing search snapshots in a loop, for snapshot-writers.test.ts: two of these write
 * the same file at once, as two cluster workers sharing DATA_DIR do. Argument: the file, how many
 * writes, and a marker put in each snapshot's metadata. Prints what it did as one JSON line.
 */
import type { IndexedJob } from "../index-types";
import { writeSnapshot } from "./index-snapshot";
import { SearchIndex } from "../search-index";

const [file, times, marker] = process.argv.slice(2);
const index = new SearchIndex();
for (let id = 1; id <= 3_000; id++) index.add(job(id, marker));
let written = 0;
let skipped = 0;
for (let round = 0; round < Number(times); round++) {
  const result = await writeSnapshot(file, index, {
    watermark: String(1_000 + round),
    readAt: Date.now(),
    database: marker,
    jobs: index.liveCount,
    applied: [],
  });
  if (result.written) written++;
  else skipped++;
  // Let the other writer in now and then.
  await new Promise((resolve) => setTimeout(resolve, round % 3));
}
console.log(JSON.stringify({ written, skipped }));

function job(id: number, marker: string): IndexedJob {
  return {
    id,
    title: `${marker} Engineer ${id}`,
    description: `Build ${marker} systems number ${id} with care.`,
    skills: "TypeScript, PostgreSQL",
    companyName: `Company ${id % 50}`,
    companySlug: `company-${id % 50}`,
    categoryName: "Backend",
    categorySlug: "backend",
    employmentType: "Full-time",
    workplace: "onsite",
    locality: "Pune",
    region: "Maharashtra",
    country: "IN",
    minExperience: 1,
    maxExperience: 4,
    salaryMin: 1_000_000,
    salaryMax: 2_000_000,
    salaryCurrency: "INR",
    salaryUnit: "YEAR",
    postedMs: Date.UTC(2026, 0, 1) + id * 60_000,
    validThroughMs: null,
  };
}
