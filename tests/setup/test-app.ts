import { afterAll } from "vitest";
import { startMailWorker, type MailWorker } from "../../core/mail";
import { createApp } from "../../server/app";

let mailWorker: MailWorker | undefined;

/**
 * The real Hono app for API tests, without React Router: requests that reach the
 * page handler get a plain 200 marker, so tests of /api and middleware need no build.
 * Like the server, it runs the mail worker, which delivers this file's queued mail
 * (to the loopback SMTP server the test sets as SMTP_URL). Call it while the file is
 * collected (at its top or in a describe), since the worker stops when the file ends.
 */
export function createTestApp() {
  if (!mailWorker) {
    const worker = startMailWorker({ pollMs: 200 });
    mailWorker = worker;
    // Database files share this module between them (decision 204), and the worker delivers from whichever database is
    // current: left running, it would send, and empty, the next file's queued mail before that file reads it.
    afterAll(async () => {
      await worker.stop();
      if (mailWorker === worker) mailWorker = undefined;
    });
  }
  return createApp({ pageHandler: (c) => c.text("page", 200) });
}

export async function requestJson(app: ReturnType<typeof createTestApp>, path: string, init?: RequestInit) {
  const response = await app.request(path, init);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body: body as any };
}
