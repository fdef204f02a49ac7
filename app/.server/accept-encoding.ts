/** Content negotiation for the documents the portal compresses itself (entry.server.tsx). */

/** Whether the client takes gzip: named (or `*`) without `q=0`. */
export function acceptsGzip(header: string | null): boolean {
  if (!header) return false;
  let star = false;
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.toLowerCase().split(";");
    const coding = name.trim();
    const refused = params.some((p) => /^\s*q=0(?:\.0{0,3})?\s*$/.test(p));
    if (coding === "gzip") return !refused;
    if (coding === "*") star = !refused;
  }
  return star;
}
