import { z } from "./zod";

export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address";

/**
 * One rule for an address the board mails without an account: the newsletter's footer form, /newsletter and its API,
 * and a job alert's address. In core/shared because both core/newsletter and core/alerts read it and the newsletter
 * is built on alerts (decision 196), so alerts may not import the newsletter.
 */
export const subscriberEmailSchema = z
  .string({ error: INVALID_EMAIL_MESSAGE })
  .trim()
  .min(1, INVALID_EMAIL_MESSAGE)
  .max(254, INVALID_EMAIL_MESSAGE)
  .pipe(z.email({ error: INVALID_EMAIL_MESSAGE }))
  .transform((email) => email.toLowerCase());
