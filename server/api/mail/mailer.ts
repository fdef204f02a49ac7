/**
 * Outgoing mail through nodemailer: SMTP when SMTP_URL is set (production), otherwise every
 * message is written as an .eml file to DATA_DIR/outbox and its link is logged, so a fresh
 * installation can reset passwords without a mail server. Mails are queued (send.ts) and sent by
 * the mail job (jobs.ts), which calls `send` here.
 */
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { LogFn } from "../log";

export interface MailAttachment {
  filename: string;
  /** text content, e.g. an iCalendar file */
  content: string;
  contentType: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** the same message as HTML (multipart/alternative beside the text) */
  html?: string;
  /** the one link of the message; logged in outbox mode only */
  link: string;
  attachments?: MailAttachment[];
  /** extra headers, e.g. List-Unsubscribe */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: OutgoingMail): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string;
  /** folder for .eml files when there is no SMTP server */
  outboxDir: string;
  from: string;
  log: LogFn;
}

/** nodemailer's fields of a message: text and HTML as alternatives, attachments, headers. */
function mailOptions(from: string, { to, subject, text, html, attachments, headers }: OutgoingMail): SendMailOptions {
  return { from, to, subject, text, html, attachments, headers };
}

export function createMailer({ smtpUrl, outboxDir, from, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail(mailOptions(from, message));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail(mailOptions(from, message));
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      // Outbox mode is for installations without a mail server: the link is how an admin helps.
      log("info", "mail written to outbox", { file, to: message.to, subject: message.subject, link: message.link });
    },
  };
}
