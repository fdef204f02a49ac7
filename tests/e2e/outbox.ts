// The server's mail outbox (no SMTP_URL: one .eml file per mail in DATA_DIR/outbox), read as
// MIME: headers decoded (RFC 2047), multipart bodies split, base64 and quoted-printable undone.
import fs from "node:fs";
import path from "node:path";

export interface MimePart {
  contentType: string;
  filename?: string;
  body: string;
}

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** the leaf parts: text, HTML, attachments */
  parts: MimePart[];
}

const outboxDir = () => path.join(process.env.E2E_DATA_DIR ?? "", "outbox");

function decodeWords(value: string): string {
  // whitespace between two encoded words belongs to neither (RFC 2047 §6.2)
  return value.replace(/\?=\s+=\?/g, "?==?").replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_m, encoding: string, text: string) =>
    encoding.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : qpDecode(text.replace(/_/g, " ")),
  );
}

function qpDecode(text: string): string {
  const source = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < source.length; i++) {
    const hex = source.slice(i + 1, i + 3);
    if (source[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(source[i]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? "" : raw.slice(at).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function leaves(raw: string): MimePart[] {
  const { headers, body } = splitHead(raw);
  const contentType = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith("multipart/") && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith("--"))
      .flatMap((part) => leaves(part.replace(/^\r?\n/, "")));
  }
  const encoding = (headers.get("content-transfer-encoding") ?? "").toLowerCase();
  const decoded = encoding === "base64" ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8") : encoding === "quoted-printable" ? qpDecode(body) : body;
  const filename = /filename="?([^";]+)"?/i.exec(headers.get("content-disposition") ?? "")?.[1];
  return [{ contentType, filename, body: decoded }];
}

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
