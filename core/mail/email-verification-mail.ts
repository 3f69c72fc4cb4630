import { PRODUCT_NAME } from "../shared/constants";
import { escapeHtml, type MailMessage } from "./mail.service";

/** What an account code is for: the mail says so, so a code nobody asked for is noticed. */
export type EmailCodePurpose = "verify" | "change" | "account" | "rename";

const PURPOSES: Record<EmailCodePurpose, { subject: string; line: string }> = {
  verify: {
    subject: "e-mail verification code",
    line: "Enter it on your settings or company page to verify your e-mail; a company whose website is on the same domain lets you in at once.",
  },
  change: {
    subject: "code to change your e-mail",
    line: "Enter it on your settings page to make this address your account's e-mail.",
  },
  account: {
    subject: "account code",
    line: "Enter it on your settings page to confirm the change you asked for (a new password or closing your account).",
  },
  rename: {
    subject: "code to confirm your company's new name",
    line: "Enter it on your company page to prove your company's domain again and give the company its new name.",
  },
};

/** A code that proves an e-mail address (decisions 063 and 110). */
export function emailVerificationMail(
  to: string,
  name: string | null,
  code: string,
  minutes: number,
  purpose: EmailCodePurpose = "verify",
): MailMessage {
  const greeting = name ? `Hello ${name},` : "Hello,";
  const { subject, line } = PURPOSES[purpose];
  const text = [
    greeting,
    "",
    `Your ${PRODUCT_NAME} ${subject} is: ${code}`,
    "",
    `It expires in ${minutes} minutes and works once. ${line}`,
    "If you did not ask for it, you can ignore this e-mail.",
    "",
    `The ${PRODUCT_NAME} team`,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>Your ${escapeHtml(PRODUCT_NAME)} ${escapeHtml(subject)} is:</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px;margin:16px 0">${escapeHtml(code)}</p>
<p>It expires in ${minutes} minutes and works once. ${escapeHtml(line)}</p>
<p style="color:#6b7280">If you did not ask for it, you can ignore this e-mail.</p>
<p>The ${escapeHtml(PRODUCT_NAME)} team</p>
</body></html>`;
  return { to, subject: `Your ${PRODUCT_NAME} ${subject}`, text, html };
}
