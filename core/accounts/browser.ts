// core/accounts, the part a page may load in the browser: no database, no Node (index.ts passes it on; decision 196).
export {
  firstErrors,
  loginSchema,
  newPasswordSchema,
  registerSchema,
  resetCompleteSchema,
  resetRequestSchema,
  resetVerifySchema,
  text,
} from "./accounts.schema";
export { requestMeta } from "./request-meta";
export { safeReturnUrl } from "./return-url";
export { EMPLOYER_NOTICES } from "./settings.schema";
export { type AccountUser, displayName } from "./user";
