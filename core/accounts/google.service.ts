import { createRemoteJWKSet, jwtVerify } from "jose";
import { boardPart, currentPart } from "../../config/board";
import { env } from "../../config/env";
import type { GoogleIdentity } from "./accounts.service";
import { unauthenticated, unavailable } from "../shared/app-error";

export const GOOGLE_ISSUERS = ["https://accounts.google.com", "accounts.google.com"];

/** Google refused the token: unauthenticated; the message says why, for the log, not for the user. */

/** The current board's key sets (config/board.ts), one per JWKS URL. */
const jwksPart = boardPart("google-jwks", () => new Map<string, ReturnType<typeof createRemoteJWKSet>>());

/** One cached key set per JWKS URL; jose refetches when an unknown key id shows up (at most every 30 s). */
function remoteKeys(url: string) {
  const sets = currentPart(jwksPart);
  let keys = sets.get(url);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(url), {
      cacheMaxAge: 60 * 60 * 1000,
      cooldownDuration: 30_000,
      timeoutDuration: 5_000,
    });
    sets.set(url, keys);
  }
  return keys;
}

export function googleClientId(): string | null {
  return env().GOOGLE_CLIENT_ID ?? null;
}

/**
 * Trusts a Google ID token only after checking its signature against the
 * provider's published keys, its audience (our client id), issuer and expiry,
 * and that Google verified the e-mail address.
 */
export async function verifyGoogleIdToken(credential: string): Promise<GoogleIdentity> {
  const settings = env();
  if (!settings.GOOGLE_CLIENT_ID) throw unavailable("Google sign-in is not available on this site.");
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(credential, remoteKeys(settings.GOOGLE_JWKS_URL), {
      issuer: GOOGLE_ISSUERS,
      audience: settings.GOOGLE_CLIENT_ID,
      algorithms: ["RS256"],
      clockTolerance: 30,
      requiredClaims: ["sub", "exp", "iat"],
    }));
  } catch (error) {
    throw unauthenticated(`the Google ID token was refused: ${(error as Error).message}`);
  }
  const email = typeof payload.email === "string" ? payload.email.trim() : "";
  const verified = payload.email_verified === true || payload.email_verified === "true";
  if (!email || !verified) throw unauthenticated("the Google account has no verified e-mail address");
  const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim().slice(0, 120) : null);
  return {
    subject: String(payload.sub),
    email,
    name: text(payload.name),
    givenName: text(payload.given_name),
    familyName: text(payload.family_name),
  };
}
