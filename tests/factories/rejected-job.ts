import { signUpEmployer } from "../../core/employers";
import { createJob } from "../../core/jobs";
import { decideReview } from "../../core/trust";
import { sql } from "../../db/client";

export const REJECTION_REASON = "Asks candidates for a registration fee";
export const SCAM_TEXT = "Pay a registration fee of ₹2,000 and message us on WhatsApp +91 98765 43210.";
const nextMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

/** A free-mail employer (its company unverified) whose jobs are held for review; the demo categories must be loaded. */
export async function unverifiedEmployer() {
  const unique = Math.random().toString(36).slice(2, 8);
  const signed = await signUpEmployer(
    {
      company_choice: "new",
      name: "Scammer",
      email: `fees${unique}@gmail.com`,
      password: "correct horse battery",
      company_name: `Fee Jobs ${unique}`,
      company_website: `https://feejobs${unique}.example`,
    },
    { ip: "203.0.113.7", userAgent: "t" },
  );
  if (!signed.ok) throw new Error(signed.message);
  const employer = { id: signed.user.id, email: signed.user.email, role: "employer" as const };
  const post = async (title: string, description: string) =>
    (
      await createJob(employer, {
        title,
        category: "Sales",
        job_type: "Full Time",
        job_description: description,
        location: "Pune",
        application_deadline: nextMonth(),
        experience: "0",
        qualification: "Any",
        link_to_job: `https://feejobs${unique}.example/apply`,
        salary_range: "300000",
      })
    ).id;
  return { employer, token: signed.session.token, post };
}

export async function newAdmin() {
  const [row] = await sql()<
    { id: number }[]
  >`INSERT INTO users (email, role) VALUES (${`admin${Math.random()}@board.example`}, 'admin') RETURNING id`;
  return { id: row.id, email: "admin@board.example", role: "admin" as const };
}

/** A fee-asking job ('Data Entry Operator') held for review and rejected by an admin with REJECTION_REASON. */
export async function rejectedJob() {
  const { employer, token, post } = await unverifiedEmployer();
  const id = await post("Data Entry Operator", SCAM_TEXT);
  const moderator = await newAdmin();
  await decideReview(moderator, id, { decision: "reject", note: REJECTION_REASON });
  return { id, token, employer, moderator, post };
}
