import { MESSAGES, type CreateUserInput, type LoginInput, type RegisterInput } from "./accounts.schema";
import { authenticate, createUserAccount, findOrCreateGoogleUser, loginLimitKey, registerCandidate } from "./accounts.service";
import { verifyGoogleIdToken } from "./google.service";
import { clearLimit, consume } from "./rate-limit";
import type { RequestMeta } from "./request-meta";
import { createSession, type NewSession } from "./session.service";
import type { AccountUser } from "./user";

export type SignInResult = { ok: true; user: AccountUser; session: NewSession } | { ok: false; message: string; errors?: Record<string, string> };

/**
 * Log in with a username or e-mail and a password. Rate limited per address and
 * (failures only) per account; throws RateLimitedError when either is spent.
 * The account's try is counted in one statement before the password is checked,
 * so parallel guesses cannot all pass; a success clears the count again.
 */
export async function logIn(input: LoginInput, meta: RequestMeta): Promise<SignInResult> {
  await consume("loginIp", meta.ip);
  const accountKey = await loginLimitKey(input.username);
  await consume("loginAccount", accountKey);
  const user = await authenticate(input);
  if (!user) return { ok: false, message: MESSAGES.invalidCredentials };
  await clearLimit("loginAccount", accountKey);
  return { ok: true, user, session: await createSession(user.id, meta) };
}

/** Registration from the sign-up form (or POST /api/adduser/ without a session): account, profile, session. */
export async function signUp(input: RegisterInput, meta: RequestMeta): Promise<SignInResult> {
  await consume("registerIp", meta.ip);
  const result = await registerCandidate(input);
  if (!result.ok) return result;
  return { ok: true, user: result.user, session: await createSession(result.user.id, meta) };
}

/** POST /api/user/create/. */
export async function signUpAccount(input: CreateUserInput, meta: RequestMeta): Promise<SignInResult> {
  await consume("registerIp", meta.ip);
  const result = await createUserAccount(input);
  if (!result.ok) return result;
  return { ok: true, user: result.user, session: await createSession(result.user.id, meta) };
}

/** Google sign-in: verifies the ID token, then finds, links or creates the account. */
export async function signInWithGoogle(credential: string, meta: RequestMeta): Promise<SignInResult & { created?: boolean }> {
  await consume("googleIp", meta.ip);
  const identity = await verifyGoogleIdToken(credential);
  const { user, created } = await findOrCreateGoogleUser(identity);
  return { ok: true, user, created, session: await createSession(user.id, meta) };
}
