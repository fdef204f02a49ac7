/**
 * Reading a stored mail (.eml, RFC 5322 + MIME): headers decoded (RFC 2047), multipart bodies
 * split, base64 and quoted-printable undone. The erasure searches the outbox with it (decision
 * 0981), the browser tests read their mails with it.
 */
export interface MimePart {
  contentType: string;
  filename?: string;
  body: string;
}

export function decodeWords(value: string): string {
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

export function splitHead(raw: string): { headers: Map<string, string>; body: string } {
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

export function leaves(raw: string): MimePart[] {
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

/** A mail's decoded headers and every leaf part's text, one string: what a search for a name or address reads. */
export function mimeText(raw: string): string {
  const { headers } = splitHead(raw);
  return [...[...headers.values()].map(decodeWords), ...leaves(raw).map((p) => `${p.filename ?? ""}\n${p.body}`)].join("\n");
}
