import { describe, expect, it } from "vitest";
import { sql } from "../../db/client";
import { withTestDatabase } from "../../tests/setup/test-database";
import {
  confirmEmailVerificationCode,
  sendEmailVerificationCode,
  membershipOf,
  completePasswordReset,
  requestPasswordReset,
} from "../accounts";
import { approveByVerifiedDomain, pendingJoin } from "./company-membership.service";
import { signUpEmployer } from "./employer-signup.service";

withTestDatabase();
const meta = { ip: "198.51.100.40", userAgent: "t" };

async function employer(email: string, company: { new: string } | { existing: number }) {
  const base = { name: "Meera Rao", email, password: "correct horse battery" };
  const input =
    "new" in company
      ? {
          ...base,
          company_choice: "new" as const,
          company_name: company.new,
          company_website: "https://www.domainco.example/careers",
        }
      : { ...base, company_choice: "existing" as const, company_id: company.existing };
  const result = await signUpEmployer(input as never, meta);
  if (!result.ok) throw new Error(result.message);
  return result;
}

/** The code in the newest queued mail to `email` (the mail queue's row, as the worker would send it). */
async function mailedCode(email: string, subject = /e-mail verification code/): Promise<string> {
  const [mail] = await sql()<
    { subject: string; message: { text: string } }[]
  >`SELECT subject, message FROM mail_outbox WHERE recipient = ${email} ORDER BY id DESC LIMIT 1`;
  expect(mail.subject).toMatch(subject);
  return /code is: (\d{6})/.exec(mail.message.text)![1];
}

describe("joining a company by verified e-mail domain (decision 063)", () => {
  it("waits for approval until the e-mail is proved by a mailed code, then joins at once", async () => {
    const owner = await employer("owner@domainco.example", { new: "Domain Co" });
    const companyId = (await membershipOf(owner.user.id))!.companyId;
    const colleague = await employer("asha@domainco.example", { existing: companyId });
    expect(colleague.membership).toBe("pending");
    expect(await pendingJoin(colleague.user.id)).toEqual({
      companyName: "Domain Co",
      email: "asha@domainco.example",
      sameDomain: true,
    });
    // Not verified yet: nothing happens.
    expect(await approveByVerifiedDomain(colleague.user.id)).toBe(false);

    expect((await sendEmailVerificationCode(colleague.user.id)).message).toMatch(
      /sent a 6-digit code to asha@domainco.example/,
    );
    const code = await mailedCode("asha@domainco.example");
    const wrong = code === "000000" ? "111111" : "000000";
    expect(await confirmEmailVerificationCode(colleague.user.id, wrong)).toMatchObject({ ok: false });
    expect((await membershipOf(colleague.user.id))!.status).toBe("pending");
    expect(await confirmEmailVerificationCode(colleague.user.id, code)).toMatchObject({ ok: true });
    expect(await approveByVerifiedDomain(colleague.user.id)).toBe(true);
    expect(await membershipOf(colleague.user.id)).toMatchObject({ companyId, status: "approved" });
    // A code works once.
    expect(await confirmEmailVerificationCode(colleague.user.id, code)).toMatchObject({ ok: false });
    const [audit] = await sql()<
      { action: string }[]
    >`SELECT action FROM audit_log WHERE target_type = 'member' AND target_id = ${String(colleague.user.id)}`;
    expect(audit.action).toBe("member.join-by-domain");
  });

  it("keeps another domain waiting for approval even when verified, and burns a code after five wrong tries", async () => {
    const owner = await employer("boss@domainco.example", { new: "Domain Co Two" });
    const companyId = (await membershipOf(owner.user.id))!.companyId;
    const outsider = await employer("someone@elsewhere.example", { existing: companyId });
    expect((await pendingJoin(outsider.user.id))!.sameDomain).toBe(false);
    await sendEmailVerificationCode(outsider.user.id);
    const code = await mailedCode("someone@elsewhere.example");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) await confirmEmailVerificationCode(outsider.user.id, wrong);
    expect(await confirmEmailVerificationCode(outsider.user.id, code)).toMatchObject({ ok: false });
    await sendEmailVerificationCode(outsider.user.id);
    expect(
      await confirmEmailVerificationCode(outsider.user.id, await mailedCode("someone@elsewhere.example")),
    ).toMatchObject({ ok: true });
    expect(await approveByVerifiedDomain(outsider.user.id)).toBe(false);
    expect((await membershipOf(outsider.user.id))!.status).toBe("pending");
  });

  it("counts a completed password reset by code as proof of the address", async () => {
    const owner = await employer("lead@domainco.example", { new: "Domain Co Three" });
    const companyId = (await membershipOf(owner.user.id))!.companyId;
    const colleague = await employer("ravi@domainco.example", { existing: companyId });
    await requestPasswordReset("ravi@domainco.example", meta);
    const code = await mailedCode("ravi@domainco.example", /password reset code/);
    expect(
      (await completePasswordReset("ravi@domainco.example", code, "another long pass phrase", meta)).message,
    ).toMatch(/has been reset/);
    expect(await approveByVerifiedDomain(colleague.user.id)).toBe(true);
  });
});
