import { jobDetailsPath } from "../jobs";
import { escapeHtml, type MailMessage } from "../mail";
import { PRODUCT_NAME } from "../shared/constants";
import { signLinkToken } from "./alert-tokens";

/** A matched job as an alert mail lists it. */
export interface MailJob {
  id: number;
  title: string;
  companyName: string;
  location: string;
  /** '₹14.5-21.5 LPA', '₹25k/month', 'USD 90,000 per year'; absent when the job states no pay. */
  pay?: string | null;
}

export interface AlertLinks {
  manageUrl: string;
  /** The page a person clicks (a button confirms, so that link scanners end nothing). */
  unsubscribeUrl: string;
  /** RFC 8058 one-click target (POST). */
  oneClickUrl: string;
  stopAllUrl: string;
}

export function alertLinks(origin: string, alert: { id: number; email: string }): AlertLinks {
  const base = new URL(origin).origin;
  const unsubscribe = encodeURIComponent(signLinkToken("unsubscribe", String(alert.id)));
  return {
    manageUrl: `${base}/alerts?token=${encodeURIComponent(signLinkToken("manage", alert.email))}`,
    unsubscribeUrl: `${base}/alerts/unsubscribe?token=${unsubscribe}`,
    // The same URL as the body's link (RFC 8058): a GET shows the confirm page, a one-click POST ends the alert.
    oneClickUrl: `${base}/alerts/unsubscribe?token=${unsubscribe}`,
    stopAllUrl: `${base}/alerts/unsubscribe?token=${encodeURIComponent(signLinkToken("stop-all", alert.email))}`,
  };
}

const page = (
  body: string,
) => `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5;max-width:560px">
${body}
</body></html>`;

function footer(links: AlertLinks): { text: string[]; html: string } {
  return {
    text: [
      "",
      `Manage your alerts: ${links.manageUrl}`,
      `Unsubscribe from this alert: ${links.unsubscribeUrl}`,
      `Stop all alerts: ${links.stopAllUrl}`,
    ],
    html: `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<p style="font-size:12px;color:#6b7280"><a href="${escapeHtml(links.manageUrl)}" style="color:#6b7280">Manage your alerts</a> · <a href="${escapeHtml(links.unsubscribeUrl)}" style="color:#6b7280">Unsubscribe from this alert</a> · <a href="${escapeHtml(links.stopAllUrl)}" style="color:#6b7280">Stop all alerts</a></p>`,
  };
}

/** RFC 2369 / RFC 8058: mail clients show an Unsubscribe button that POSTs to the one-click URL. */
export function listUnsubscribeHeaders(links: AlertLinks, contactEmail: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${links.oneClickUrl}>, <mailto:${contactEmail}?subject=unsubscribe>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** The new jobs of one alert: at most 20 listed, newest first, and a link to the whole search. */
export function alertJobsMail(input: {
  to: string;
  subject: string;
  alertName: string;
  jobs: MailJob[];
  total: number;
  searchUrl: string;
  origin: string;
  links: AlertLinks;
  contactEmail: string;
}): MailMessage {
  const base = new URL(input.origin).origin;
  const more =
    input.total > input.jobs.length
      ? `See all ${input.total} new jobs on ${PRODUCT_NAME}`
      : `See the search on ${PRODUCT_NAME}`;
  const end = footer(input.links);
  const text = [
    `New jobs for your alert "${input.alertName}":`,
    "",
    ...input.jobs.flatMap((job) => [
      `${job.title} at ${job.companyName}${job.location ? `, ${job.location}` : ""}${job.pay ? ` · ${job.pay}` : ""}`,
      `${base}${jobDetailsPath(job)}`,
      "",
    ]),
    `${more}: ${input.searchUrl}`,
    ...end.text,
  ].join("\n");
  const items = input.jobs
    .map(
      (job) =>
        `<li style="margin:0 0 12px"><a href="${escapeHtml(base + jobDetailsPath(job))}" ` +
        `style="font-weight:600;color:#1f57d6">${escapeHtml(job.title)}</a><br><span ` +
        `style="color:#4b5563">${escapeHtml(job.companyName)}${job.location ? ` · ${escapeHtml(job.location)}` : ""}${job.pay ? ` · ${escapeHtml(job.pay)}` : ""}</span></li>`,
    )
    .join("\n");
  const html = page(`<p>New jobs for your alert <strong>${escapeHtml(input.alertName)}</strong>:</p>
<ul style="padding-left:18px">${items}</ul>
<p><a href="${escapeHtml(input.searchUrl)}">${escapeHtml(more)}</a></p>
${end.html}`);
  return {
    to: input.to,
    subject: input.subject,
    text,
    html,
    headers: listUnsubscribeHeaders(input.links, input.contactEmail),
  };
}

/** Double opt-in for a guest's alert: one link confirms; nothing is sent again until it is used. */
export function alertConfirmationMail(
  to: string,
  alertName: string,
  confirmUrl: string,
  validHours: number,
): MailMessage {
  const text = [
    "Hello,",
    "",
    `Someone, hopefully you, asked ${PRODUCT_NAME} to e-mail this address new jobs for the alert "${alertName}".`,
    "",
    "Start the alert by opening this link and pressing Confirm:",
    confirmUrl,
    "",
    `The link works once, for ${validHours} hours. If you did not ask for this, ignore this e-mail: nothing will be sent.`,
    "",
    `The ${PRODUCT_NAME} team`,
  ].join("\n");
  const html = page(`<p>Hello,</p>
<p>Someone, hopefully you, asked ${escapeHtml(PRODUCT_NAME)} to e-mail this address new jobs for the alert <strong>${escapeHtml(alertName)}</strong>.</p>
<p style="margin:24px 0"><a href="${escapeHtml(confirmUrl)}" style="background:#1f57d6;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">Start my alert</a></p>
<p>Or paste this link into your browser:<br><a href="${escapeHtml(confirmUrl)}">${escapeHtml(confirmUrl)}</a></p>
<p style="color:#6b7280">The link works once, for ${validHours} hours. If you did not ask for this, ignore this e-mail: nothing will be sent.</p>
<p>The ${escapeHtml(PRODUCT_NAME)} team</p>`);
  return { to, subject: `Confirm your ${PRODUCT_NAME} job alert`, text, html };
}
