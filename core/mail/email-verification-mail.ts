import { PRODUCT_NAME } from "../shared/constants";
import { escapeHtml, type MailMessage } from "./mail.service";

/** The code that proves an e-mail address (decision 063). */
export function emailVerificationMail(to: string, name: string | null, code: string, minutes: number): MailMessage {
  const greeting = name ? `Hello ${name},` : "Hello,";
  const purpose = "Enter it on your company page to verify your work e-mail; a company whose website is on the same domain lets you in at once.";
  const text = [greeting, "", `Your ${PRODUCT_NAME} e-mail verification code is: ${code}`, "", `It expires in ${minutes} minutes and works once. ${purpose}`, "If you did not ask for it, you can ignore this e-mail.", "", `The ${PRODUCT_NAME} team`].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>Your ${escapeHtml(PRODUCT_NAME)} e-mail verification code is:</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px;margin:16px 0">${escapeHtml(code)}</p>
<p>It expires in ${minutes} minutes and works once. ${escapeHtml(purpose)}</p>
<p style="color:#6b7280">If you did not ask for it, you can ignore this e-mail.</p>
<p>The ${escapeHtml(PRODUCT_NAME)} team</p>
</body></html>`;
  return { to, subject: `Your ${PRODUCT_NAME} e-mail verification code`, text, html };
}
