import { escapeHtml, type MailMessage } from "../mail";
import { PRODUCT_NAME } from "../shared/constants";

/** A mail message that always carries its List-Unsubscribe headers. */
export type NewsletterMail = MailMessage & { headers: Record<string, string> };

export interface NewsletterLinks {
  confirmUrl: string;
  /** The page a person clicks: unsubscribes at once and says so. */
  unsubscribeUrl: string;
  /** RFC 8058 one-click target for mail clients (POST). */
  oneClickUrl: string;
}

export function newsletterLinks(origin: string, confirmToken: string, unsubscribeToken: string): NewsletterLinks {
  const base = new URL(origin).origin;
  return {
    confirmUrl: `${base}/newsletter/confirm?token=${encodeURIComponent(confirmToken)}`,
    unsubscribeUrl: `${base}/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`,
    oneClickUrl: `${base}/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`,
  };
}

/** RFC 2369 / RFC 8058 headers: mail clients show an Unsubscribe button that works in one click. */
export function unsubscribeHeaders(
  links: Pick<NewsletterLinks, "oneClickUrl">,
  contactEmail: string,
): Record<string, string> {
  return {
    "List-Unsubscribe": `<${links.oneClickUrl}>, <mailto:${contactEmail}?subject=unsubscribe>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** The double opt-in mail: one link confirms, one link unsubscribes. */
export function confirmationMail(
  to: string,
  links: NewsletterLinks,
  contactEmail: string,
  validHours: number,
): NewsletterMail {
  const text = [
    "Hello,",
    "",
    `Someone, hopefully you, asked to get the ${PRODUCT_NAME} newsletter at this address: new startup jobs, once a week.`,
    "",
    "Confirm your subscription by opening this link:",
    links.confirmUrl,
    "",
    `The link works for ${validHours} hours. If you did not ask for this, ignore this e-mail and you will not hear from us again.`,
    "",
    `The ${PRODUCT_NAME} team`,
    "",
    `Unsubscribe: ${links.unsubscribeUrl}`,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5;max-width:560px">
<p>Hello,</p>
<p>Someone, hopefully you, asked to get the ${escapeHtml(PRODUCT_NAME)} newsletter at this address: new startup jobs, once a week.</p>
<p style="margin:24px 0"><a href="${escapeHtml(links.confirmUrl)}" style="background:#1f57d6;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">Confirm my subscription</a></p>
<p>Or paste this link into your browser: <br><a href="${escapeHtml(links.confirmUrl)}">${escapeHtml(links.confirmUrl)}</a></p>
<p style="color:#6b7280">The link works for ${validHours} hours. If you did not ask for this, ignore this e-mail and you will not hear from us again.</p>
<p>The ${escapeHtml(PRODUCT_NAME)} team</p>
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<p style="font-size:12px;color:#6b7280"><a href="${escapeHtml(links.unsubscribeUrl)}" style="color:#6b7280">Unsubscribe</a> with one click.</p>
</body></html>`;
  return {
    to,
    subject: `Confirm your ${PRODUCT_NAME} newsletter subscription`,
    text,
    html,
    headers: unsubscribeHeaders(links, contactEmail),
  };
}

/** Sent instead of a confirmation when the address is already confirmed: the answer on the page stays the same. */
export function alreadySubscribedMail(
  to: string,
  links: Pick<NewsletterLinks, "unsubscribeUrl" | "oneClickUrl">,
  contactEmail: string,
): NewsletterMail {
  const text = [
    "Hello,",
    "",
    `Someone asked to subscribe this address to the ${PRODUCT_NAME} newsletter, but it is already subscribed, so nothing has changed.`,
    "",
    `The ${PRODUCT_NAME} team`,
    "",
    `Unsubscribe: ${links.unsubscribeUrl}`,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5;max-width:560px">
<p>Hello,</p>
<p>Someone asked to subscribe this address to the ${escapeHtml(PRODUCT_NAME)} newsletter, but it is already subscribed, so nothing has changed.</p>
<p>The ${escapeHtml(PRODUCT_NAME)} team</p>
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<p style="font-size:12px;color:#6b7280"><a href="${escapeHtml(links.unsubscribeUrl)}" style="color:#6b7280">Unsubscribe</a> with one click.</p>
</body></html>`;
  return {
    to,
    subject: `You are already subscribed to the ${PRODUCT_NAME} newsletter`,
    text,
    html,
    headers: unsubscribeHeaders(links, contactEmail),
  };
}
