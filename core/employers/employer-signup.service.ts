import { sql } from "../../db/client";
import {
  TAKEN,
  hashPassword,
  consume,
  type RequestMeta,
  createSession,
  type NewSession,
  userFromRow,
  type AccountUser,
} from "../accounts";
import { recordAudit } from "../audit";
import { logoKindOf } from "./company-logo";
import { storeCompanyLogo } from "./company-profile.service";
import type { EmployerSignupInput } from "./company.schema";
import { createCompany, joinCompany } from "./company-membership.service";
import { isAppError } from "../shared/app-error";

export type EmployerSignupResult =
  | { ok: true; user: AccountUser; session: NewSession; membership: "approved" | "pending" }
  | { ok: false; message: string; errors: Record<string, string> };

/**
 * 'I am hiring': an employer account and its company in one transaction (a taken
 * e-mail or company name leaves nothing behind). Rate limited like registration.
 * A new company may bring its logo (checked by content first, like the company
 * profile's: a bad file stores nothing); joining an existing company ignores it.
 */
export async function signUpEmployer(
  input: EmployerSignupInput,
  meta: RequestMeta,
  options: { logo?: Buffer | null } = {},
): Promise<EmployerSignupResult> {
  const logo = input.company_choice === "new" && options.logo?.length ? options.logo : null;
  const logoVerdict = logo ? await logoKindOf(logo) : null;
  if (logoVerdict && !logoVerdict.ok)
    return { ok: false, message: logoVerdict.message, errors: { logo: logoVerdict.message } };
  await consume("registerIp", meta.ip);
  const [taken] = await sql()`SELECT 1 FROM users WHERE lower(email) = lower(${input.email})`;
  if (taken) return { ok: false, message: TAKEN.email, errors: { email: TAKEN.email } };
  const passwordHash = await hashPassword(input.password);
  const parts = input.name.trim().split(/\s+/);
  try {
    const { row, membership } = await sql().begin(async (tx) => {
      const [row] = await tx<Record<string, unknown>[]>`
        INSERT INTO users (email, name, first_name, last_name, password_hash, role)
        VALUES (${input.email}, ${input.name}, ${parts[0] ?? ""}, ${parts.slice(1).join(" ")}, ${passwordHash}, 'employer')
        RETURNING id, username, email, name, first_name, last_name, role, google_subject`;
      await tx`INSERT INTO candidate_profiles (user_id, name, email) VALUES (${row.id as number}, ${input.name}, ${input.email})`;
      const user = { id: Number(row.id), email: input.email };
      let membership: "approved" | "pending";
      if (input.company_choice === "new") {
        const companyId = await createCompany(tx, input);
        await tx`INSERT INTO company_members (user_id, company_id, status, approved_at) VALUES (${user.id}, ${companyId}, 'approved', now())`;
        await recordAudit(
          {
            actor: { ...user, role: "employer" },
            action: "company.create",
            targetType: "company",
            targetId: companyId,
            after: input.company_name,
          },
          tx,
        );
        if (logo && logoVerdict?.ok)
          await storeCompanyLogo(tx, { ...user, role: "employer" }, companyId, logoVerdict.mime, logoVerdict.bytes);
        membership = "approved";
      } else {
        // A password sign-up has not proved its e-mail yet, so joining waits for approval.
        membership = await joinCompany(tx, user, input.company_id, false);
      }
      return { row, membership };
    });
    const user = userFromRow(row);
    return { ok: true, user, membership, session: await createSession(user.id, meta) };
  } catch (error) {
    if (isAppError(error) && error.kind === "invalid_input")
      return { ok: false, message: error.message, errors: error.fieldErrors ?? {} };
    if ((error as { code?: string }).code === "23505")
      return { ok: false, message: TAKEN.email, errors: { email: TAKEN.email } };
    throw error;
  }
}
