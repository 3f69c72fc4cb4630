import { INVALID_EMAIL_MESSAGE, subscriberEmailSchema } from "../shared/subscriber-email";
import { z } from "../shared/zod";

export const NEWSLETTER_MESSAGES = {
  invalidEmail: INVALID_EMAIL_MESSAGE,
  /** The one answer to every accepted sign-up: it never says whether the address was known. */
  checkInbox: "Thanks! Check your inbox and click the link to confirm your subscription.",
  confirmed: "Your subscription is confirmed. Welcome aboard!",
  invalidLink: "This confirmation link is invalid or has expired. Please subscribe again to get a new one.",
  unsubscribed: "You have been unsubscribed. You will not get any more newsletter e-mails from us.",
  invalidUnsubscribe:
    "This unsubscribe link is not valid. If you keep getting e-mails, write to us and we will remove you.",
  failed: "Something went wrong on our side. Please try again in a moment.",
} as const;

/** One rule for the footer form, the /newsletter action and the API (and a job alert's address). */
export const newsletterEmailSchema = subscriberEmailSchema;

export const subscribeSchema = z.object({ email: newsletterEmailSchema });
export type SubscribeInput = z.infer<typeof subscribeSchema>;

/** Tokens are 43 base64url characters (32 random bytes). */
export const newsletterTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "Invalid token");
