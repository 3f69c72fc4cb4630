import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { boardPart, currentPart } from "../../config/board";
import { env } from "../../config/env";

/** The current board's key (config/board.ts), read again when SESSION_SECRET or DATA_DIR changes. */
const secretPart = boardPart<{ current?: { source: string; key: Uint8Array } }>("session-secret", () => ({}));

/**
 * The key that signs session tokens, CSRF tokens and reset-code hashes:
 * SESSION_SECRET when set; otherwise one generated on first start and kept in
 * DATA_DIR/session-secret (mode 600), so restarts keep everybody signed in.
 */
export function sessionSecret(): Uint8Array {
  const settings = env();
  const source = settings.SESSION_SECRET ? `env:${settings.SESSION_SECRET}` : `file:${path.resolve(settings.DATA_DIR)}`;
  const holder = currentPart(secretPart);
  if (holder.current?.source === source) return holder.current.key;
  const secret = settings.SESSION_SECRET ?? readOrCreateSecretFile(path.resolve(settings.DATA_DIR, "session-secret"));
  const key = new TextEncoder().encode(secret);
  holder.current = { source, key };
  return key;
}

function readOrCreateSecretFile(file: string): string {
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  try {
    // 'wx': when two processes start at once, the first one's secret wins.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    chmodSync(file, 0o600);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readFileSync(file, "utf8").trim();
    throw error;
  }
}
