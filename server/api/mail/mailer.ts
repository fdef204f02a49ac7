/**
 * Outgoing mail through nodemailer: SMTP when SMTP_URL is set (production), otherwise every
 * message is written as an .eml file to DATA_DIR/outbox and its link is logged, so a fresh
 * installation can reset passwords without a mail server.
 */
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { LogFn } from "../log";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** the one link of the message; logged in outbox mode only */
  link: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string;
  /** folder for .eml files when there is no SMTP server */
  outboxDir: string;
  from: string;
  log: LogFn;
}

export function createMailer({ smtpUrl, outboxDir, from, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send({ to, subject, text }) {
        await transport.sendMail({ from, to, subject, text });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send({ to, subject, text, link }) {
      const info = await transport.sendMail({ from, to, subject, text });
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      // Outbox mode is for installations without a mail server: the link is how an admin helps.
      log("info", "mail written to outbox", { file, to, subject, link });
    },
  };
}
