import { describe, expect, it } from "vitest";
import { sql } from "../../db/client";
import { loadDemoData } from "../../db/seed/load";
import { withTestDatabase } from "../../tests/setup/test-database";
import { runFreshness, holdJob, decideReview } from "../trust";
import { accountOverview } from "./account-settings.service";
import { setEmployerNotices } from "./employer-notices";

withTestDatabase();
const day = 86_400_000;

async function user(email: string, role: "employer" | "admin") {
  const [row] = await sql()<{ id: number }[]>`INSERT INTO users (email, role) VALUES (${email}, ${role}) RETURNING id`;
  return { id: row.id, email, role };
}

async function heldJobOf(userId: number, daysAgo: number): Promise<number> {
  const [job] = await sql()<
    { id: number }[]
  >`SELECT id FROM jobs WHERE source = 'demo' AND posted_by IS NULL AND status = 'open' ORDER BY id LIMIT 1`;
  await sql()`UPDATE jobs SET source = 'manual', external_id = ${`core-notice-${job.id}`}, posted_by = ${userId}, valid_through = NULL,
                date_posted = ${new Date(Date.now() - daysAgo * day).toISOString()}::timestamptz WHERE id = ${job.id}`;
  return job.id;
}

const queuedTo = async (email: string) =>
  (await sql()<{ subject: string }[]>`SELECT subject FROM mail_outbox WHERE recipient = ${email} ORDER BY id`).map(
    (row) => row.subject,
  );

describe("employer notices (issue 28, decision 155)", () => {
  it("are on by default; off, neither the review outcome nor the freshness reminder is queued; on again, both are", async () => {
    await loadDemoData(sql(), { jobs: 6, companies: 2 });
    const employer = await user("core-notices@kestrel.example", "employer");
    const admin = await user("core-notices-admin@board.example", "admin");
    expect((await accountOverview(employer.id)).employerNotices).toBe(true);

    expect(await setEmployerNotices(employer.id, { employerNotices: false })).toMatchObject({ employerNotices: false });
    expect((await accountOverview(employer.id)).employerNotices).toBe(false);
    const held = await heldJobOf(employer.id, 1);
    await holdJob(sql(), held, [{ code: "asks_money", detail: "fee" }]);
    await decideReview(admin, held, { decision: "approve" });
    await heldJobOf(employer.id, 55);
    expect(await runFreshness({ origin: "https://board.example" })).toMatchObject({ reminded: 0 });
    expect(await queuedTo(employer.email)).toEqual([]);

    await setEmployerNotices(employer.id, { employerNotices: true });
    const second = await heldJobOf(employer.id, 1);
    await holdJob(sql(), second, [{ code: "asks_money", detail: "fee" }]);
    await decideReview(admin, second, { decision: "reject", note: "Asks for a fee" });
    await heldJobOf(employer.id, 55);
    expect(await runFreshness({ origin: "https://board.example" })).toMatchObject({ reminded: 1 });
    expect(await queuedTo(employer.email)).toEqual([
      expect.stringMatching(/was not published/),
      expect.stringMatching(/^Still hiring/),
    ]);
  });

  it("refuses anything but true or false, naming the field", async () => {
    const employer = await user("core-notices-bad@kestrel.example", "employer");
    for (const raw of [{ employerNotices: "yes" }, {}, null, { employerNotices: 1 }]) {
      await expect(setEmployerNotices(employer.id, raw)).rejects.toMatchObject({
        kind: "invalid_input",
        fieldErrors: { employerNotices: expect.any(String) },
      });
    }
    expect((await accountOverview(employer.id)).employerNotices).toBe(true);
  });
});
