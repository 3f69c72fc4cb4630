/**
 * Local stand-ins for the outside services the accounts feature talks to,
 * started by serve.ts before the board: a real SMTP server on loopback (every
 * message it receives is also written to DATA_DIR/outbox as .eml, where tests
 * read it) and a JWKS server publishing a test key in place of Google's. The
 * private key and folders are left in a small JSON file the specs read
 * (see accountServices() in accounts-helpers.ts).
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { exportJWK, generateKeyPair } from "jose";
import { startTestSmtpServer } from "../setup/test-smtp-server";

export const E2E_GOOGLE_CLIENT_ID = "e2e-test-client.apps.googleusercontent.com";
export const E2E_GOOGLE_KID = "e2e-test-key";

export function accountServicesFile(port: string | number): string {
  return path.join(tmpdir(), `jobboard-e2e-${port}-accounts.json`);
}

export async function startAccountTestServices(): Promise<void> {
  const dataDir = path.resolve(process.env.DATA_DIR ?? ".");
  const outbox = path.join(dataDir, "outbox");
  mkdirSync(outbox, { recursive: true });
  const smtp = await startTestSmtpServer((mail) => {
    const stamp = new Date(mail.receivedAt).toISOString().replace(/[:.]/g, "-");
    writeFileSync(path.join(outbox, `${stamp}-${randomBytes(3).toString("hex")}.eml`), mail.raw);
  });

  const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid: E2E_GOOGLE_KID, alg: "RS256", use: "sig" };
  const jwks = createServer((_request, response) => {
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, "127.0.0.1", () => resolve()));
  const jwksPort = (jwks.address() as { port: number }).port;
  // Neither keeps the process alive on its own: the board's server does.
  jwks.unref();

  process.env.SMTP_URL = smtp.url;
  process.env.GOOGLE_CLIENT_ID = E2E_GOOGLE_CLIENT_ID;
  process.env.GOOGLE_JWKS_URL = `http://127.0.0.1:${jwksPort}/certs`;
  // Every browser of the run comes from 127.0.0.1: per-IP limits would trip across parallel tests.
  process.env.AUTH_RATE_LIMIT_FACTOR ??= "50";

  writeFileSync(
    accountServicesFile(process.env.PORT ?? "0"),
    JSON.stringify({
      dataDir,
      outbox,
      clientId: E2E_GOOGLE_CLIENT_ID,
      kid: E2E_GOOGLE_KID,
      privateJwk: await exportJWK(privateKey),
    }),
    { mode: 0o600 },
  );
}
