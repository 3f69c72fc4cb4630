import { z } from "../shared/zod";
import { MESSAGES, text } from "./accounts.schema";
import { PASSWORD_MIN_LENGTH } from "../shared/constants";

/** The settings page's and the account API's inputs (decision 110). Browser-safe: zod only. */
export const SETTINGS_MESSAGES = {
  currentPassword: "Your current password is not right",
  currentPasswordRequired: "Please enter your current password",
  codeRequired: "Please enter the code we e-mailed you",
  sameEmail: "That is already your e-mail address",
  typeDelete: "Type DELETE to confirm",
  noSession: "No such session of your account",
  passwordChanged: "Your password is changed. Every other device was signed out.",
  emailChanged: "Your e-mail address is changed and proved.",
} as const;

const optionalSecret = text().max(256, MESSAGES.passwordTooLong).optional();
const optionalCode = text().trim().max(20, MESSAGES.code).optional();

export const changePasswordSchema = z.object({
  currentPassword: optionalSecret.describe("The current password (accounts that have one)"),
  code: optionalCode.describe("A code from POST /api/account/code (accounts without a password)"),
  newPassword: text({ error: MESSAGES.passwordLength })
    .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordLength)
    .max(256, MESSAGES.passwordTooLong),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const emailChangeSchema = z.object({
  newEmail: text({ error: MESSAGES.email }).trim().max(254, MESSAGES.email).email(MESSAGES.email),
  currentPassword: optionalSecret.describe("The current password (accounts that have one)"),
});
export type EmailChangeInput = z.infer<typeof emailChangeSchema>;

export const codeSchema = z.object({
  code: text({ error: MESSAGES.codeRequired }).trim().min(1, MESSAGES.codeRequired).max(20, MESSAGES.code),
});

export const deleteAccountSchema = z.object({
  password: optionalSecret.describe("The password (accounts that have one)"),
  code: optionalCode.describe("A code from POST /api/account/code (accounts without a password)"),
  confirm: text({ error: SETTINGS_MESSAGES.typeDelete })
    .trim()
    .refine((value) => value === "DELETE", SETTINGS_MESSAGES.typeDelete)
    .describe("The word DELETE"),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** What employer notices are (core/accounts/employer-notices.ts), as the settings page lists them. */
export const EMPLOYER_NOTICES = [
  "the outcome when our team reviews a job of yours",
  "a notice when readers' reports hide a job of yours until we review them",
  "a 'still hiring?' reminder 7 days before a job closes",
] as const;

/** The Mail list's switch for employer notices (decision 155); security mail has none. */
export const mailSettingsSchema = z.object({
  employerNotices: z
    .boolean({ error: "employerNotices must be true or false" })
    .describe(
      "Notices about your jobs: the review outcome, a job hidden by readers' reports, and the 'still hiring?' reminder",
    ),
});
export type MailSettingsInput = z.infer<typeof mailSettingsSchema>;

export const sessionIdSchema = z.string().uuid(SETTINGS_MESSAGES.noSession);
