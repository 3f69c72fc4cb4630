import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env, overrideEnv } from "../../config/env";
import { sendMail } from "./mail.service";
import { resetCodeMail } from "./templates";
import { startTestSmtpServer, type TestSmtpServer } from "../../tests/setup/test-smtp-server";

describe("sendMail", () => {
  const saved = env();
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    overrideEnv({ SMTP_URL: saved.SMTP_URL, DATA_DIR: saved.DATA_DIR });
    await smtp.close();
  });

  it("delivers over SMTP_URL with a plain-text and an HTML part", async () => {
    overrideEnv({ SMTP_URL: smtp.url, MAIL_FROM: "Startup Jobs <no-reply@startupjobs.example>" });
    await sendMail(resetCodeMail("asha@example.in", "Asha <b>", "042137", 10));
    const mail = await smtp.waitFor("asha@example.in");
    expect(mail.from).toBe("no-reply@startupjobs.example");
    expect(mail.subject).toBe("Your Startup Jobs password reset code");
    expect(mail.text).toContain("Your Startup Jobs verification code is: 042137");
    expect(mail.text).toContain("It expires in 10 minutes");
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    // The name is escaped in the HTML part.
    expect(mail.raw).not.toContain("Asha <b>,</p>");
  });

  it("without SMTP_URL writes an .eml to DATA_DIR/outbox and says where", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "jobboard-outbox-"));
    overrideEnv({ SMTP_URL: undefined, DATA_DIR: dataDir });
    const sent = await sendMail({
      to: "ravi@example.in",
      subject: "Hello",
      text: "plain body",
      html: "<p>html body</p>",
    });
    expect(sent.file).toBeDefined();
    const files = readdirSync(path.join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = readFileSync(path.join(dataDir, "outbox", files[0]), "utf8");
    expect(raw).toMatch(/^To: ravi@example.in$/m);
    expect(raw).toContain("plain body");
    expect(raw).toContain("<p>html body</p>");
  });
});
