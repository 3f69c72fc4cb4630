// core/accounts: who a visitor is: sign-up and log-in, sessions and cookies, CSRF, passwords and resets, e-mail
// verification, roles and permissions, rate limits, account settings. Its door (decision 196): the rest of the board
// imports core/accounts only from here, or from browser.ts, the part a page may load in the browser.
export * from "./browser";
export {
  accountOverview,
  changePassword,
  checkAccountProof,
  confirmEmailChange,
  describeUserAgent,
  endAccountSession,
  endOtherSessions,
  listAccountSessions,
  pendingEmailChange,
  requestEmailChange,
  sendCodeToAccount,
} from "./account-settings.service";
export { createUserSchema, googleSignInSchema } from "./accounts.schema";
export {
  authenticate,
  findOrCreateGoogleUser,
  getUserById,
  registerCandidate,
  splitName,
  TAKEN,
} from "./accounts.service";
export { logIn, LOGIN_SLOWDOWN, type SignInResult, signInWithGoogle, signUp, signUpAccount } from "./auth.service";
export { readCookie, serializeCookie } from "./cookies";
export {
  CSRF_COOKIE,
  CSRF_FIELD,
  CSRF_HEADER,
  CSRF_REQUEST_HEADER,
  csrfTokensMatch,
  issueCsrfToken,
  isWellFormedCsrfToken,
} from "./csrf";
export {
  confirmEmailVerificationCode,
  EMAIL_CODE_MAX_ATTEMPTS,
  EMAIL_CODE_MESSAGES,
  EMAIL_CODE_TTL_MINUTES,
  isEmailProved,
  isEmailVerified,
  redeemAccountCode,
  sendAccountCode,
  sendEmailVerificationCode,
} from "./email-verification.service";
export { setEmployerNotices } from "./employer-notices";
export { hashPassword } from "./password";
export {
  type Actor,
  canEditCompany,
  canEditJob,
  isAdmin,
  membershipOf,
  permissionDenied,
  requireEmployerCompany,
  requireRole,
} from "./permissions";
export { AUTH_LIMITS, consume, type LimitName } from "./rate-limit";
export { CLIENT_IP_HEADER, isSecureRequest, type RequestMeta } from "./request-meta";
export { completePasswordReset, requestPasswordReset, verifyResetCode } from "./reset.service";
export { applyAdminEmails, searchUsers, setRoleFromAdminPage, setUserDisabled } from "./roles.service";
export { sessionSecret } from "./secret";
export { listSecurityEvents } from "./security-events";
export {
  createSession,
  type NewSession,
  type ResolvedSession,
  resolveSession,
  revokeSession,
  SESSION_COOKIE,
  SESSION_TTL_SECONDS,
  sweepEndedSessions,
} from "./session.service";
export {
  changePasswordSchema,
  codeSchema,
  type DeleteAccountInput,
  deleteAccountSchema,
  emailChangeSchema,
  mailSettingsSchema,
} from "./settings.schema";
export { publicUser, userFromRow } from "./user";
