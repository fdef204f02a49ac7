// The server's mail outbox (no SMTP_URL: one .eml file per mail in DATA_DIR/outbox), read as
// MIME (server/api/mail/mime.ts).
import fs from "node:fs";
import path from "node:path";
import { decodeWords, leaves, splitHead, type MimePart } from "../../server/api/mail/mime";

export type { MimePart };

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** the leaf parts: text, HTML, attachments */
  parts: MimePart[];
}

const outboxDir = () => path.join(process.env.E2E_DATA_DIR ?? "", "outbox");

export function readOutbox(): OutboxMail[] {
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .map((file) => {
      const raw = fs.readFileSync(path.join(dir, file), "utf8");
      const { headers } = splitHead(raw);
      return { file, to: headers.get("to") ?? "", subject: decodeWords(headers.get("subject") ?? ""), parts: leaves(raw) };
    });
}

/** Waits until the outbox holds a mail to `to` whose subject matches; answers all such mails. */
export async function waitForMails(to: string, subject: RegExp, timeoutMs = 20_000): Promise<OutboxMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readOutbox().filter((m) => m.to.includes(to) && subject.test(m.subject));
    if (found.length) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with subject ${subject} in ${outboxDir()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
