import { requestMeta } from "../../../core/accounts";
import {
  NEWSLETTER_MESSAGES,
  subscribeSchema,
  confirmSubscription,
  requestSubscription,
  unsubscribe,
} from "../../../core/newsletter";
import { publicOrigin } from "../../../config/env";
import type { ApiApp } from "../api-app";
import { validationFailed } from "../errors";
import { confirmRoute, subscribeRoute, unsubscribeRoute } from "./newsletter.routes";

/** Where the links in the mail point: PUBLIC_URL when set, else the origin the request came to. */
export function registerNewsletterRoutes(api: ApiApp): void {
  api.openapi(subscribeRoute, async (c) => {
    const parsed = subscribeSchema.safeParse(c.req.valid("json"));
    if (!parsed.success) return validationFailed(c, parsed.error);
    const result = await requestSubscription({
      email: parsed.data.email,
      ip: requestMeta(c.req.raw).ip,
      origin: publicOrigin(),
    });
    if (!result.ok) {
      c.header("Retry-After", String(result.retryAfterSeconds));
      return c.json(
        { message: result.message, retryAfter: result.retryAfterSeconds, requestId: c.get("requestId") },
        429,
      );
    }
    return c.json({ message: NEWSLETTER_MESSAGES.checkInbox }, 202);
  });

  api.openapi(confirmRoute, async (c) => {
    const outcome = await confirmSubscription(c.req.valid("json").token);
    if (outcome !== "confirmed")
      return c.json({ message: NEWSLETTER_MESSAGES.invalidLink, requestId: c.get("requestId") }, 400);
    return c.json({ status: "confirmed" as const, message: NEWSLETTER_MESSAGES.confirmed }, 200);
  });

  api.openapi(unsubscribeRoute, async (c) => {
    if (!(await unsubscribe(c.req.valid("query").token)))
      return c.json({ message: NEWSLETTER_MESSAGES.invalidUnsubscribe, requestId: c.get("requestId") }, 400);
    return c.json({ status: "unsubscribed" as const, message: NEWSLETTER_MESSAGES.unsubscribed }, 200);
  });
}
