import { MESSAGES, type CreateUserInput, type LoginInput, type RegisterInput } from "./accounts.schema";
import {
  authenticate,
  createUserAccount,
  findOrCreateGoogleUser,
  loginLimitKey,
  registerCandidate,
} from "./accounts.service";
import { verifyGoogleIdToken } from "./google.service";
import { clearLimit, consume } from "./rate-limit";
import type { RequestMeta } from "./request-meta";
import { createSession, type NewSession } from "./session.service";
import type { AccountUser } from "./user";

export type SignInResult =
  | { ok: true; user: AccountUser; session: NewSession }
  | { ok: false; message: string; errors?: Record<string, string> };

/** Failed logins of one (account, address) pair answer more slowly after the first few. Exported so tests can tighten it. */
export const LOGIN_SLOWDOWN = { freeFailures: 3, firstDelayMs: 250, maxDelayMs: 2_000 };

/** How long the answer to the n-th failed login of a pair waits: 0, then doubling from firstDelayMs up to maxDelayMs. */
export function failedLoginDelayMs(failures: number): number {
  const beyond = failures - LOGIN_SLOWDOWN.freeFailures;
  if (beyond <= 0) return 0;
  return Math.min(LOGIN_SLOWDOWN.maxDelayMs, LOGIN_SLOWDOWN.firstDelayMs * 2 ** (beyond - 1));
}

/** The failed-login bucket of one account (or unknown identifier) tried from one address. */
export function loginPairKey(accountKey: string, ip: string): string {
  return `${accountKey}|${ip}`;
}

/**
 * Log in with a username or e-mail and a password. Rate limited per address and,
 * for failures, per (account, address) pair, which first slows down and then
 * blocks; throws a rate_limited AppError when either is spent. The account's owner on
 * another address is never blocked by someone else's guesses (decision 051).
 * The pair's try is counted in one statement before the password is checked,
 * so parallel guesses cannot all pass; a success clears the count again.
 */
export async function logIn(input: LoginInput, meta: RequestMeta): Promise<SignInResult> {
  await consume("loginIp", meta.ip);
  const pairKey = loginPairKey(await loginLimitKey(input.username), meta.ip);
  const failures = await consume("loginPair", pairKey);
  const user = await authenticate(input);
  if (!user) {
    const delay = failedLoginDelayMs(failures);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    return { ok: false, message: MESSAGES.invalidCredentials };
  }
  await clearLimit("loginPair", pairKey);
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
export async function signInWithGoogle(
  credential: string,
  meta: RequestMeta,
): Promise<SignInResult & { created?: boolean }> {
  await consume("googleIp", meta.ip);
  const identity = await verifyGoogleIdToken(credential);
  const { user, created } = await findOrCreateGoogleUser(identity);
  return { ok: true, user, created, session: await createSession(user.id, meta) };
}
