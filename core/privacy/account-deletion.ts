import { createHmac } from "node:crypto";
import { sql } from "../../db/client";
import { checkAccountProof, type Actor, type RequestMeta, sessionSecret, type DeleteAccountInput } from "../accounts";
import { recordAudit } from "../audit";
import { accountDeletedMail, queueMail } from "../mail";
import { forbidden, invalidInput, notFound } from "../shared/app-error";

/**
 * 'Delete my account' (issue 28, decision 112): one transaction removes the account and everything
 * that hangs on it; what stays is what the privacy policy names. Both ways in, the account's own
 * settings and an admin's /admin/users, call deleteAccount.
 *
 * Removed (by the delete and its ON DELETE CASCADEs): the user row, candidate profile, resume,
 * saved jobs, alerts and their sent-mail records, the newsletter sign-up of the address, sessions
 * (so every process refuses them at their next request), codes, company membership; unsent mail to
 * the address is withdrawn, and sent mail's recipient is replaced by the pseudonym.
 * Kept: audit entries, with the user's id and e-mail replaced by a pseudonymous id; the company and
 * its jobs (closed, not deleted, when the account was its last approved member); backups until they age out.
 */
export type DeletionRequest =
  | { by: "self"; userId: number; input: DeleteAccountInput; meta: Pick<RequestMeta, "ip"> }
  | { by: "admin"; actor: Actor; userId: number };

export interface DeletionResult {
  pseudonym: string;
  closedJobs: number;
  unmanagedCompanyId: number | null;
}

export const DELETION_MESSAGES = {
  done: "Your account is deleted. You can register again with the same address at any time.",
  adminDone: "The account is deleted.",
  notSelf: "Delete your own account from your settings page.",
  notAdmin: "An admin account is deleted only after it is demoted from the command line.",
  gone: "No such account: it may have been deleted already.",
} as const;

/** The id a deleted user's audit entries carry: the same for all of them, and not the user's. */
export function deletedUserPseudonym(userId: number): string {
  return `deleted-${createHmac("sha256", sessionSecret()).update(`deleted-user:${userId}`).digest("hex").slice(0, 16)}`;
}

export async function deleteAccount(request: DeletionRequest): Promise<DeletionResult> {
  const { userId } = request;
  if (request.by === "self") {
    if (request.input.confirm !== "DELETE") throw invalidInput({ confirm: "Type DELETE to confirm" });
    await checkAccountProof(userId, { password: request.input.password, code: request.input.code }, request.meta, {
      password: "password",
      code: "code",
    });
  } else {
    if (request.actor.role !== "admin") throw forbidden("Only an admin can delete another account.");
    if (request.actor.id === userId) throw forbidden(DELETION_MESSAGES.notSelf);
  }
  const pseudonym = deletedUserPseudonym(userId);
  return sql().begin(async (tx) => {
    // The row lock orders this against a job saved or posted at the same moment in another tab: that
    // write either lands first (and is deleted with the rest) or waits and then finds no user (409).
    const [user] = await tx<
      { email: string; name: string | null; role: string }[]
    >`SELECT email, name, role FROM users WHERE id = ${userId} FOR UPDATE`;
    if (!user) throw notFound(DELETION_MESSAGES.gone);
    if (request.by === "admin" && user.role === "admin") throw forbidden(DELETION_MESSAGES.notAdmin);
    const email = user.email.toLowerCase();

    // The last approved member of a company: its posted jobs close (candidates saved them), and the company is left unmanaged.
    const [membership] = await tx<{ company_id: number; status: string; others: number }[]>`
      SELECT m.company_id, m.status,
             (SELECT count(*)::int FROM company_members o WHERE o.company_id = m.company_id AND o.status = 'approved' AND o.user_id <> ${userId}) AS others
        FROM company_members m WHERE m.user_id = ${userId} FOR UPDATE OF m`;
    let closedJobs = 0;
    let unmanagedCompanyId: number | null = null;
    if (membership && membership.status === "approved" && membership.others === 0) {
      unmanagedCompanyId = membership.company_id;
      const closed = await tx`
        UPDATE jobs SET status = 'closed', closed_at = coalesce(closed_at, now()), updated_at = now()
        WHERE company_id = ${membership.company_id} AND source = 'manual' AND status = 'open' AND deleted_at
        IS NULL RETURNING id`;
      closedJobs = closed.length;
    }

    // Audit entries stay, pseudonymised: by the user, about the user, and any copy of the address inside them.
    await tx`UPDATE audit_log SET actor_email = ${pseudonym} WHERE actor_id = ${userId} OR lower(actor_email) = ${email}`;
    await tx`UPDATE audit_log SET target_id = ${pseudonym} WHERE target_type IN ('user', 'member') AND target_id = ${String(userId)}`;
    await tx`UPDATE audit_log SET before = before - 'email' WHERE before ? 'email' AND lower(before->>'email') = ${email}`;
    await tx`UPDATE audit_log SET after = after - 'email' WHERE after ? 'email' AND lower(after->>'email') = ${email}`;

    // Alerts and the newsletter of the address (also a guest sign-up made before the account), their confirmations, unsent mail.
    await tx`DELETE FROM job_alerts WHERE user_id = ${userId} OR email = ${email}`;
    await tx`DELETE FROM alert_confirmations WHERE email = ${email}`;
    await tx`DELETE FROM newsletter_subscriptions WHERE email = ${email}`;
    await tx`UPDATE mail_outbox SET status = 'cancelled', message = NULL WHERE lower(recipient) = ${email} AND status = 'pending'`;
    await tx`UPDATE mail_outbox SET recipient = ${`${pseudonym}@deleted.invalid`} WHERE lower(recipient) = ${email}`;

    // The account: profile, resume, saved jobs, sessions, codes and membership go with it (ON DELETE CASCADE).
    await tx`DELETE FROM users WHERE id = ${userId}`;
    await recordAudit(
      {
        actor: request.by === "admin" ? request.actor : null,
        action: "user.delete",
        targetType: "user",
        targetId: pseudonym,
        after: { by: request.by, closedJobs, unmanagedCompanyId },
      },
      tx,
    );
    // The last mail to the address: that it happened (security notice, not switchable).
    await queueMail(accountDeletedMail(user.email, user.name, new Date()), { db: tx });
    return { pseudonym, closedJobs, unmanagedCompanyId };
  });
}
