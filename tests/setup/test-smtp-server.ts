/**
 * A real SMTP server on loopback for tests (smtp-server, a dev dependency):
 * keeps every delivered message so a test can read the code a user would read.
 * Not used by the board itself.
 */
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** The plain-text part, decoded. */
  text: string;
  receivedAt: number;
}

export interface TestSmtpServer {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** The newest message to `to` received after `since` (ms), waiting up to `timeoutMs`. */
  waitFor(to: string, options?: { since?: number; timeoutMs?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The text/plain part of a (possibly multipart) message, decoded. */
export function plainTextOf(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const part of parts) {
    const split = part.search(/\r?\n\r?\n/);
    if (split === -1) continue;
    const headers = part.slice(0, split);
    if (!/content-type:\s*text\/plain/i.test(headers)) continue;
    let body = part.slice(split).replace(/^\r?\n\r?\n/, "");
    body = body.replace(/\r?\n--[^\r\n]*--\s*$/, "");
    if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
    if (/content-transfer-encoding:\s*base64/i.test(headers))
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    return body;
  }
  return raw;
}

/** Listens on `port` when given (a test that brings "the mail server" back on the address the board knows), else any free port. */
export async function startTestSmtpServer(onMessage?: (mail: ReceivedMail) => void, port = 0): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const subject = /^subject:\s*(.*)$/im.exec(raw)?.[1]?.trim() ?? "";
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw,
          subject,
          text: plainTextOf(raw),
          receivedAt: Date.now(),
        };
        messages.push(mail);
        onMessage?.(mail);
        callback();
      });
    },
  });
  const boundPort = await new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve((server.server.address() as { port: number }).port));
  });
  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    port: boundPort,
    messages,
    async waitFor(to, options = {}) {
      const deadline = Date.now() + (options.timeoutMs ?? 10_000);
      const since = options.since ?? 0;
      for (;;) {
        const found = messages.filter((mail) => mail.to.includes(to.toLowerCase()) && mail.receivedAt >= since).at(-1);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
