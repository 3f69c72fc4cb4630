import { z } from "../shared/zod";

export const NEWSLETTER_MESSAGES = {
  invalidEmail: "Please enter a valid email address",
  /** The one answer to every accepted sign-up: it never says whether the address was known. */
  checkInbox: "Thanks! Check your inbox and click the link to confirm your subscription.",
  confirmed: "Your subscription is confirmed. Welcome aboard!",
  invalidLink: "This confirmation link is invalid or has expired. Please subscribe again to get a new one.",
  unsubscribed: "You have been unsubscribed. You will not get any more newsletter e-mails from us.",
  invalidUnsubscribe: "This unsubscribe link is not valid. If you keep getting e-mails, write to us and we will remove you.",
  failed: "Something went wrong on our side. Please try again in a moment.",
} as const;

/** One rule for the footer form, the /newsletter action and the API. */
export const newsletterEmailSchema = z
  .string({ error: NEWSLETTER_MESSAGES.invalidEmail })
  .trim()
  .min(1, NEWSLETTER_MESSAGES.invalidEmail)
  .max(254, NEWSLETTER_MESSAGES.invalidEmail)
  .pipe(z.email({ error: NEWSLETTER_MESSAGES.invalidEmail }))
  .transform((email) => email.toLowerCase());

export const subscribeSchema = z.object({ email: newsletterEmailSchema });
export type SubscribeInput = z.infer<typeof subscribeSchema>;

/** Tokens are 43 base64url characters (32 random bytes). */
export const newsletterTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "Invalid token");
