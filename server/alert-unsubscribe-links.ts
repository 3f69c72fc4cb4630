import type { Context, Next } from "hono";
import { unsubscribe, unsubscribeTarget, ALERT_MESSAGES } from "../core/alerts";

/**
 * One unsubscribe URL for alert mail, in the List-Unsubscribe header and the body's link alike (RFC 8058, issue 33):
 * /alerts/unsubscribe?token=… . A GET is the page that shows what would end and a confirm button (it ends nothing);
 * a POST whose form body is `List-Unsubscribe=One-Click` (what mail clients send) ends the alert here, with a short
 * plain-text answer and no page. Any other POST (the page's own button) goes on to the page's action.
 */
export async function alertOneClickUnsubscribe(c: Context, next: Next) {
  const type = c.req.header("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return next();
  // A clone, so that the page's action can still read the body when this is not a one-click request.
  const form = await c.req.raw
    .clone()
    .formData()
    .catch(() => null);
  if (form?.get("List-Unsubscribe") !== "One-Click") return next();
  const headers = { "Cache-Control": "no-store" };
  const target = unsubscribeTarget(c.req.query("token") ?? String(form.get("token") ?? ""));
  if (!target) return c.text(ALERT_MESSAGES.invalidLink, 400, headers);
  const ended = await unsubscribe(target);
  return c.text(
    ended.length ? "Unsubscribed: you will get no more e-mails for this alert." : ALERT_MESSAGES.alreadyEnded,
    200,
    headers,
  );
}

/** Mail sent before issue 33 carries /api/alerts/unsubscribe?token=… in its header: opened in a browser, the page. */
export function alertUnsubscribeApiGet(c: Context) {
  return c.redirect(`/alerts/unsubscribe${new URL(c.req.url).search}`, 303);
}
