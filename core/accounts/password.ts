// argon2's binding is loaded by the first hash or check (decision 214), not by every HTTP worker thread at start.
const loadArgon2 = async () => (await import("argon2")).default;

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const baseline = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  const argon2 = await loadArgon2();
  return argon2.hash(password, { ...baseline, type: argon2.argon2id });
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown user, or a
 * Google-only account) it still verifies against a dummy hash, so the answer
 * takes as long as for a real account and timing does not reveal who exists.
 */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  const argon2 = await loadArgon2();
  if (!hash) {
    dummyHash ??= hashPassword("dummy password that never matches");
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
