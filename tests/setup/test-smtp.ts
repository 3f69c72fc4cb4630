import { afterAll, beforeAll } from "vitest";
import { overrideEnv, type Env } from "../../config/env";
import { startTestSmtpServer, type TestSmtpServer } from "./test-smtp-server";

/**
 * A loopback SMTP server for the calling test file, with SMTP_URL and the given settings
 * pointed at it for the file's tests and put back afterwards. Returns a getter, because
 * the server exists only once beforeAll has run.
 */
export function withTestSmtpServer(settings: Partial<Env> = {}): () => TestSmtpServer {
  let smtp: TestSmtpServer | undefined;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    overrideEnv({ SMTP_URL: smtp.url, ...settings });
  });
  afterAll(async () => {
    const cleared = Object.fromEntries(Object.keys(settings).map((key) => [key, undefined])) as Partial<Env>;
    overrideEnv({ SMTP_URL: undefined, ...cleared });
    await smtp?.close();
  });
  return () => {
    if (!smtp) throw new Error("the test SMTP server starts in beforeAll; read it inside a test");
    return smtp;
  };
}
