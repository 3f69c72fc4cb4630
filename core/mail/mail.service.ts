import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import { boardPart, currentPart } from "../../config/board";
import { env } from "../../config/env";
import { mailLog } from "./log";

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain-text version; every message has one. */
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on newsletter mail. */
  headers?: Record<string, string>;
}

export interface SentMail {
  messageId: string;
  /** Where the .eml was written when no SMTP server is configured. */
  file?: string;
}

/** The current board's SMTP transport (config/board.ts), made again when SMTP_URL changes. */
const transportPart = boardPart<{ current?: { url: string; transport: Transporter } }>("mail-transport", () => ({}));

/**
 * nodemailer is loaded by the first mail sent: only the main process's mail worker sends (queueMail writes the outbox),
 * so the HTTP workers never hold it (decision 208).
 */
const loadNodemailer = async () => (await import("nodemailer")).default;

async function smtpTransport(url: string): Promise<Transporter> {
  const nodemailer = await loadNodemailer();
  const holder = currentPart(transportPart);
  if (holder.current?.url !== url) {
    holder.current?.transport.close();
    // Short timeouts: a server that does not answer fails this try, and the mail queue tries again later.
    holder.current = {
      url,
      transport: nodemailer.createTransport({
        url,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      }),
    };
  }
  return holder.current.transport;
}

/** Closes the current board's SMTP connections (a board shutting down). */
export function closeMailTransport(): void {
  const holder = currentPart(transportPart);
  holder.current?.transport.close();
  holder.current = undefined;
}

/**
 * Sends one message now: over SMTP_URL when set; otherwise writes it to
 * DATA_DIR/outbox as an .eml file and logs the path (development without a mail server).
 * Features never call this: they queue with queueMail (mail-queue.ts), whose worker calls it.
 */
export async function sendMail(message: MailMessage): Promise<SentMail> {
  const settings = env();
  const envelope = {
    from: settings.MAIL_FROM,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers,
  };
  if (settings.SMTP_URL) {
    const info = await (await smtpTransport(settings.SMTP_URL)).sendMail(envelope);
    mailLog.info({ to: message.to, subject: message.subject, messageId: info.messageId }, "mail sent");
    return { messageId: info.messageId };
  }
  const composer = (await loadNodemailer()).createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const info = await composer.sendMail(envelope);
  const outbox = path.resolve(settings.DATA_DIR, "outbox");
  await mkdir(outbox, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.join(outbox, `${stamp}-${randomBytes(3).toString("hex")}.eml`);
  await writeFile(file, info.message as Buffer, { mode: 0o600 });
  mailLog.info({ to: message.to, subject: message.subject, file }, `no SMTP_URL set: mail written to ${file}`);
  return { messageId: info.messageId, file };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
