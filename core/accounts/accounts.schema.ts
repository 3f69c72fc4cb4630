import { z } from "../shared/zod";
import { PASSWORD_MIN_LENGTH, RESET_CODE_LENGTH } from "../shared/constants";

/**
 * The account forms' rules (SPEC §5), shared by the pages (client-side once a
 * field is touched), the page actions and the API. Browser-safe: zod only.
 */
export const MESSAGES = {
  usernameRequired: "Username is required",
  passwordRequired: "Password is required",
  fullName: "Please enter your full name",
  email: "Please enter a valid email address",
  emailRequired: "Email is required",
  passwordLength: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: "Password must be at most 256 characters",
  phone: "Please enter a valid phone number",
  desiredJobTitle: "Please enter your desired job title",
  experience: "Please enter your years of experience",
  industry: "Please enter your preferred industry",
  skills: "Please enter your skills",
  username: "Username can have 3-30 letters, digits, dots, hyphens or underscores",
  codeRequired: "Verification code is required",
  code: `Please enter a valid ${RESET_CODE_LENGTH}-digit code`,
  confirmRequired: "Please confirm your password",
  mismatch: "Passwords do not match",
  invalidCredentials: "Invalid username or password",
  invalidCharacter: "This field contains an invalid character",
} as const;

/**
 * Every text field of these forms: a string without U+0000, which PostgreSQL
 * text cannot hold (error 22021), so such input is a 400 on the field, not a 500.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !value.includes("\u0000"), MESSAGES.invalidCharacter);

const emailField = text({ error: MESSAGES.email }).trim().max(254, MESSAGES.email).email(MESSAGES.email);
const newPasswordField = text({ error: MESSAGES.passwordLength })
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordLength)
  .max(256, MESSAGES.passwordTooLong);
const requiredText = (message: string, max = 200) => text({ error: message }).trim().min(1, message).max(max, message);

/** Login: one field takes a username or an e-mail (ARCHITECTURE §5). */
export const loginSchema = z.object({
  username: text({ error: MESSAGES.usernameRequired })
    .trim()
    .min(1, MESSAGES.usernameRequired)
    .max(254, MESSAGES.usernameRequired),
  password: text({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .max(256, MESSAGES.passwordTooLong),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const usernamePattern = /^[A-Za-z0-9._-]{3,30}$/;
const optionalUsername = text()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(text().regex(usernamePattern, MESSAGES.username).optional());

const experienceField = z.preprocess(
  (value) =>
    value === "" || value === null || value === undefined
      ? undefined
      : typeof value === "string"
        ? Number(value)
        : value,
  z
    .number({ error: MESSAGES.experience })
    .int(MESSAGES.experience)
    .min(0, MESSAGES.experience)
    .max(50, MESSAGES.experience),
);

/** Registration (SPEC §5): the candidate's account and first profile in one form. */
export const registerSchema = z.object({
  name: requiredText(MESSAGES.fullName, 120),
  email: emailField,
  username: optionalUsername,
  password: newPasswordField,
  phone: text({ error: MESSAGES.phone })
    .trim()
    .min(1, MESSAGES.phone)
    .max(30, MESSAGES.phone)
    .regex(/^[0-9+\-\s()]+$/, MESSAGES.phone)
    .refine((value) => (value.match(/\d/g) ?? []).length >= 6, MESSAGES.phone),
  desiredjobtitle: requiredText(MESSAGES.desiredJobTitle, 120),
  yoexp: experienceField,
  industry: requiredText(MESSAGES.industry, 120),
  skills: requiredText(MESSAGES.skills, 1000).refine(
    (value) => value.split(",").some((skill) => skill.trim().length > 0),
    MESSAGES.skills,
  ),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** POST /api/user/create/ (SPEC §7): the account alone. */
export const createUserSchema = z.object({
  username: text({ error: MESSAGES.username }).trim().regex(usernamePattern, MESSAGES.username),
  first_name: requiredText("Please enter your first name", 60),
  last_name: text().trim().max(60).optional().default(""),
  email: emailField,
  password: newPasswordField,
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

const requiredEmail = text({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(254, MESSAGES.email)
  .email(MESSAGES.email);
const codeField = text({ error: MESSAGES.codeRequired })
  .trim()
  .min(1, MESSAGES.codeRequired)
  .regex(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), MESSAGES.code);

/** Password reset, step 1: where to send the code. */
export const resetRequestSchema = z.object({ email: requiredEmail });
/** Step 2: the code from the e-mail. */
export const resetVerifySchema = z.object({ email: requiredEmail, otp: codeField });
/** Step 3: the new password, twice. */
export const newPasswordSchema = z
  .object({
    newPassword: text({ error: MESSAGES.passwordRequired })
      .min(1, MESSAGES.passwordRequired)
      .min(8, MESSAGES.passwordLength)
      .max(256, MESSAGES.passwordTooLong),
    confirmPassword: text({ error: MESSAGES.confirmRequired }).min(1, MESSAGES.confirmRequired),
  })
  .refine((value) => value.confirmPassword === "" || value.newPassword === value.confirmPassword, {
    message: MESSAGES.mismatch,
    path: ["confirmPassword"],
  });
export const resetCompleteSchema = z
  .object({
    email: requiredEmail,
    otp: codeField,
    newPassword: newPasswordSchema.def.shape.newPassword,
    confirmPassword: text({ error: MESSAGES.confirmRequired }).min(1, MESSAGES.confirmRequired),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: MESSAGES.mismatch,
    path: ["confirmPassword"],
  });

/** Social sign-in: the provider's ID token (Google's `credential`). */
export const googleSignInSchema = z.object({
  credential: text({ error: "Google authentication failed. Please try again." }).min(20).max(8192),
});

/** Field name to its first message, for forms. */
export function firstErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    errors[key] ??= issue.message;
  }
  return errors;
}
