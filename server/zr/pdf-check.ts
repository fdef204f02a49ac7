/** Is an uploaded file a readable PDF? Checked by content: header, end marker and at least one page. */
export function pdfPages(bytes: Uint8Array): number {
  if (Buffer.from(bytes.subarray(0, 5)).toString("latin1") !== "%PDF-") return 0;
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 2048))).toString("latin1");
  if (!tail.includes("%%EOF")) return 0;
  const text = Buffer.from(bytes).toString("latin1");
  return (text.match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
}
