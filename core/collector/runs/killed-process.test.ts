import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { overrideEnv } from "../../../config/env";
import { sql } from "../../../db/client";
import { startCareerSite, type CareerSite } from "../../../tests/helpers/career-site-server";
import { generatePostings, renderFeed } from "../../../tests/helpers/generated-career-feeds";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { saveSource } from "../sources/sources.service";
import { runSources } from "./run-sources";

const database = withTestDatabase();
const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const POSTINGS = 4_000;

let site: CareerSite;
beforeAll(async () => {
  overrideEnv({ COLLECTOR_ALLOW_PRIVATE_HOSTS: true, COLLECTOR_HOST_DELAY_MS: 0 });
  site = await startCareerSite({
    "/v1/boards/big/jobs": { body: renderFeed("greenhouse", "big", generatePostings("big", POSTINGS, 7)) },
  });
});
afterAll(() => site.close());

async function storedCount(sourceId: number): Promise<number> {
  const [{ count }] = await sql()<
    { count: number }[]
  >`SELECT count(*)::int AS count FROM jobs WHERE collector_source_id = ${sourceId}`;
  return count;
}

describe("npm run collect killed with SIGKILL in the middle of a run", () => {
  it("leaves whole jobs only, and the next run completes the source", { timeout: 90_000 }, async () => {
    const { source } = await saveSource({
      company: "Big Board",
      type: "greenhouse",
      url: site.url("/v1/boards/big/jobs?content=true"),
    });
    const child = spawn(process.execPath, ["--import", "tsx", "core/collector/cli.ts", "run", String(source.id)], {
      cwd: projectDir,
      env: {
        ...process.env,
        DATABASE_URL: database.handle().url,
        COLLECTOR_ALLOW_PRIVATE_HOSTS: "true",
        COLLECTOR_HOST_DELAY_MS: "0",
      },
      stdio: "ignore",
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on("exit", (_code, signal) => resolve(signal)),
    );
    // Kill as soon as the first batch is committed.
    const deadline = Date.now() + 60_000;
    while ((await storedCount(source.id)) === 0 && Date.now() < deadline && child.exitCode === null)
      await new Promise((resolve) => setTimeout(resolve, 10));
    child.kill("SIGKILL");
    expect(await exited).toBe("SIGKILL");

    const partial = await storedCount(source.id);
    expect(partial).toBeGreaterThan(0);
    expect(partial).toBeLessThan(POSTINGS);
    // Batches are transactions: whatever is there is a whole job, and no job was closed by mistake.
    const [incomplete] = await sql()<{ count: number }[]>`
      SELECT count(*)::int AS count FROM jobs
      WHERE collector_source_id = ${source.id} AND (description = '' OR content_hash IS NULL OR dedupe_key IS NULL OR removed_at IS NOT NULL)`;
    expect(incomplete.count).toBe(0);
    expect(partial % 500).toBe(0);
    const [run] = await sql()`SELECT status FROM collector_runs WHERE source_id = ${source.id}`;
    expect(run.status).toBe("running");

    const [summary] = await runSources([source]);
    expect(summary).toMatchObject({ status: "succeeded", found: POSTINGS, added: POSTINGS - partial });
    expect(await storedCount(source.id)).toBe(POSTINGS);
    const runs = await sql()<
      { status: string }[]
    >`SELECT status FROM collector_runs WHERE source_id = ${source.id} ORDER BY id`;
    expect(runs.map((row) => row.status)).toEqual(["interrupted", "succeeded"]);
  });
});
