import { describe, expect, it } from "vitest";
import { sql } from "../../db/client";
import { loadDemoData } from "../../db/seed/load";
import { withTestDatabase } from "../../tests/setup/test-database";
import { employerAccount } from "../../tests/fixtures/employer-accounts";
import { salesJob } from "../../tests/fixtures/sales-job";
import { createJob, setJobOpen, getJob, listRecentJobs } from "../jobs";
import { decideReports, decideReview, listReportQueue, listReviewQueue, reportJob } from "./moderation.service";

withTestDatabase();

async function admin() {
  const [row] = await sql()<
    { id: number }[]
  >`INSERT INTO users (email, role) VALUES (${`admin${Math.random()}@board.example`}, 'admin') RETURNING id`;
  return { id: row.id, email: "admin@board.example", role: "admin" as const };
}

describe("reports and the review queue (issue 27)", () => {
  it(
    "three people with proved e-mails on three networks reporting a job for money hide it; " +
      "guests and unproved accounts do not; the same person twice is refused; admins see it first in the queue",
    async () => {
      await loadDemoData(sql(), { jobs: 6, companies: 2 });
      const [target, other] = await listRecentJobs({ page: 0, limit: 2 });
      await reportJob(
        target.id,
        { reason: "money", details: "Asked ₹2,000 registration" },
        { userId: null, ip: "198.51.100.1" },
      );
      await expect(
        reportJob(target.id, { reason: "money" }, { userId: null, ip: "198.51.100.1" }),
      ).rejects.toMatchObject({ kind: "conflict" });
      await expect(
        reportJob(target.id, { reason: "other" }, { userId: null, ip: "198.51.100.2" }),
      ).rejects.toMatchObject({ kind: "invalid_input", fieldErrors: { details: expect.any(String) } });
      await expect(
        reportJob(target.id, { reason: "astrology" }, { userId: null, ip: "198.51.100.2" }),
      ).rejects.toMatchObject({ kind: "invalid_input", fieldErrors: { reason: expect.any(String) } });
      await expect(
        reportJob(target.id, { reason: "money", details: "a\u0000b" }, { userId: null, ip: "198.51.100.2" }),
      ).rejects.toMatchObject({ kind: "invalid_input" });
      await expect(
        reportJob(99_999_999, { reason: "money" }, { userId: null, ip: "198.51.100.2" }),
      ).rejects.toMatchObject({ kind: "not_found" });
      await reportJob(other.id, { reason: "closed" }, { userId: null, ip: "198.51.100.2" });
      expect((await reportJob(target.id, { reason: "money" }, { userId: null, ip: "198.51.100.2" })).hidden).toBe(
        false,
      );
      const [user] = await sql()<
        { id: number }[]
      >`INSERT INTO users (email) VALUES ('reader@example.com') RETURNING id`;
      expect((await reportJob(target.id, { reason: "money" }, { userId: user.id, ip: "198.51.100.2" })).hidden).toBe(
        false,
      );
      expect(await getJob(target.id)).toBeDefined();
      const proved = async (n: number) =>
        (
          await sql()<
            { id: number }[]
          >`INSERT INTO users (email, email_verified_at) VALUES (${`proved${n}@example.com`}, now()) RETURNING id`
        )[0].id;
      expect(
        (await reportJob(target.id, { reason: "money" }, { userId: await proved(1), ip: "192.0.2.10" })).hidden,
      ).toBe(false);
      expect(
        (await reportJob(target.id, { reason: "money" }, { userId: await proved(2), ip: "203.0.113.10" })).hidden,
      ).toBe(false);
      expect(
        (await reportJob(target.id, { reason: "money" }, { userId: await proved(3), ip: "2001:db8:5::1" })).hidden,
      ).toBe(true);
      expect(await getJob(target.id)).toBeUndefined();

      const moderator = await admin();
      const queue = await listReportQueue(moderator);
      expect(queue[0]).toMatchObject({
        jobId: target.id,
        reports: 6,
        counted: 3,
        hiddenByReports: true,
        severity: 3,
        reasons: { money: 6 },
      });
      expect(JSON.stringify(queue)).not.toContain("198.51.100");
      await expect(
        listReportQueue({ id: user.id, email: "reader@example.com", role: "candidate" }),
      ).rejects.toMatchObject({ kind: "forbidden" });
      expect((await listReviewQueue(moderator)).map((held) => held.reasons[0].code)).toContain("reported_money");
      await decideReports(moderator, target.id, "dismiss");
      expect(await getJob(target.id)).toBeDefined();
    },
  );

  it("an admin approves a held job (verifying its company) or rejects it with a reason; the employer is mailed", async () => {
    const { actor } = await employerAccount("held@gmail.com", "Held Co", {
      ip: "203.0.113.5",
      website: "https://heldco.example",
    });
    const first = await createJob(actor, salesJob("First Held", "heldco.example"));
    const second = await createJob(actor, salesJob("Second Held", "heldco.example"));
    const fee = await createJob(
      actor,
      salesJob("Fee Held", "heldco.example", { job_description: "Pay a registration fee of ₹2,000 to join." }),
    );
    const moderator = await admin();
    const queue = await listReviewQueue(moderator);
    expect(queue.find((held) => held.jobId === fee.id)!.reasons.map((reason) => reason.code)).toEqual([
      "unverified_company",
      "asks_money",
    ]);
    await expect(decideReview(moderator, second.id, { decision: "reject" })).rejects.toMatchObject({
      kind: "invalid_input",
      fieldErrors: { note: expect.any(String) },
    });
    await decideReview(moderator, first.id, { decision: "approve", verifyCompany: true });
    expect((await getJob(first.id))?.status).toBe("open");
    expect((await getJob(second.id))?.status).toBe("open");
    // Held for money as well: verifying the company does not release it.
    expect(await getJob(fee.id)).toBeUndefined();
    await decideReview(moderator, fee.id, { decision: "reject", note: "Asks candidates for a fee" });
    expect((await sql()`SELECT status FROM jobs WHERE id = ${fee.id}`)[0].status).toBe("closed");
    const mails = await sql()<
      { subject: string; message: { text: string } }[]
    >`SELECT subject, message FROM mail_outbox WHERE recipient = 'held@gmail.com' ORDER BY id`;
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Your job “First Held” is live",
      "Your job “Fee Held” was not published",
    ]);
    expect(mails[1].message.text).toContain("Asks candidates for a fee");
    await expect(decideReview(moderator, fee.id, { decision: "approve" })).rejects.toMatchObject({ kind: "not_found" });
  });
  it("approving a held job its employer closed while it waited leaves it closed, and mails no 'is live'", async () => {
    const { actor } = await employerAccount("closer@gmail.com", "Closer Co", {
      ip: "203.0.113.6",
      website: "https://closerco.example",
    });
    const job = await createJob(actor, salesJob("Closed While Held", "closerco.example"));
    const moderator = await admin();
    expect((await listReviewQueue(moderator)).some((held) => held.jobId === job.id)).toBe(true);
    await setJobOpen(actor, job.id, false);
    await decideReview(moderator, job.id, { decision: "approve", verifyCompany: true });
    expect((await sql()`SELECT status FROM jobs WHERE id = ${job.id}`)[0].status).toBe("closed");
    expect((await listReviewQueue(moderator)).some((held) => held.jobId === job.id)).toBe(false);
    const mails = await sql()<
      { subject: string }[]
    >`SELECT subject FROM mail_outbox WHERE recipient = 'closer@gmail.com' AND subject LIKE '%is live%'`;
    expect(mails).toEqual([]);
  });
});
