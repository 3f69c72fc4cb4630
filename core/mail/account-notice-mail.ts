import { dateTimeIndia } from "../shared/board-time";
import { PRODUCT_NAME } from "../shared/constants";
import { escapeHtml, type MailMessage } from "./mail.service";

/** Security notices about an account (decision 110): always sent, no switch turns them off. */
function notice(to: string, name: string | null, subject: string, lines: string[]): MailMessage {
  const greeting = name ? `Hello ${name},` : "Hello,";
  const footer = "If this was not you, reset your password at once and write to us.";
  const text = [greeting, "", ...lines, "", footer, "", `The ${PRODUCT_NAME} team`].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
<p style="color:#6b7280">${escapeHtml(footer)}</p>
<p>The ${escapeHtml(PRODUCT_NAME)} team</p>
</body></html>`;
  return { to, subject: `${PRODUCT_NAME}: ${subject}`, text, html };
}

export function passwordChangedMail(to: string, name: string | null, at: Date): MailMessage {
  return notice(to, name, "your password was changed", [
    `The password of your ${PRODUCT_NAME} account was changed at ${dateTimeIndia(at)}.`,
    "Every other device signed in to the account was signed out.",
  ]);
}

export function emailChangedMail(to: string, name: string | null, newEmail: string, at: Date): MailMessage {
  return notice(to, name, "your e-mail address was changed", [
    `The e-mail address of your ${PRODUCT_NAME} account was changed from ${to} to ${newEmail} at ${dateTimeIndia(at)}.`,
    "Mail about the account now goes to the new address.",
  ]);
}

export function emailTakenAttemptMail(to: string, name: string | null, at: Date): MailMessage {
  return notice(to, name, "someone tried to use your e-mail address", [
    `At ${dateTimeIndia(at)} someone signed in to another ${PRODUCT_NAME} account asked to change that account's e-mail to this address.`,
    "Nothing changed: your address stays with your account.",
  ]);
}

export function accountDeletedMail(to: string, name: string | null, at: Date): MailMessage {
  return notice(to, name, "your account was deleted", [
    `Your ${PRODUCT_NAME} account was deleted at ${dateTimeIndia(at)}: its profile, resume, saved jobs, alerts and sessions are gone.`,
    "You can register again with this address at any time.",
  ]);
}
