import { PRODUCT_NAME } from "../shared/constants";
import { escapeHtml, type MailMessage } from "./mail.service";

/** The password reset code e-mail, in plain text and HTML. */
export function resetCodeMail(to: string, name: string | null, code: string, minutes: number): MailMessage {
  const greeting = name ? `Hello ${name},` : "Hello,";
  const text = [
    greeting,
    "",
    `Your ${PRODUCT_NAME} verification code is: ${code}`,
    "",
    `It expires in ${minutes} minutes and works once. Enter it on the reset page to choose a new password.`,
    "If you did not ask to reset your password, you can ignore this e-mail: your password stays as it is.",
    "",
    `The ${PRODUCT_NAME} team`,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>Your ${escapeHtml(PRODUCT_NAME)} verification code is:</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px;margin:16px 0">${escapeHtml(code)}</p>
<p>It expires in ${minutes} minutes and works once. Enter it on the reset page to choose a new password.</p>
<p style="color:#6b7280">If you did not ask to reset your password, you can ignore this e-mail: your password stays as it is.</p>
<p>The ${escapeHtml(PRODUCT_NAME)} team</p>
</body></html>`;
  return { to, subject: `Your ${PRODUCT_NAME} password reset code`, text, html };
}
