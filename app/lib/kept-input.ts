/**
 * A form post that reached the portal while its data could not be reached (API or database down)
 * is not lost: the 503 page carries the posted text fields and offers to send them again,
 * unchanged, to the same address (issue 9, faults; decision 0422). Files are not kept, and a form
 * that carries a password is not kept at all: echoing a password (or its repetition, or the
 * current one) into a page is worse than typing a short form again.
 */
export interface KeptInput {
  /** Where the form was posted, `?index` kept, so sending again reaches the same action. */
  action: string;
  fields: Array<[name: string, value: string]>;
}

const SECRET_FIELD = /password|passwort|token|secret/i;

/** The address a form was posted to, from the URL as received (a single-fetch `.data` request included). */
export function formActionOf(receivedUrl: string): string {
  const url = new URL(receivedUrl, "http://portal.invalid");
  url.pathname = url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "");
  url.searchParams.delete("_routes");
  return url.pathname + url.search;
}

export function keptInputOf(action: string, form: FormData): KeptInput | undefined {
  const fields: KeptInput["fields"] = [];
  for (const [name, value] of form) {
    if (SECRET_FIELD.test(name)) return undefined;
    if (typeof value === "string") fields.push([name, value]);
  }
  return { action, fields };
}

/** The kept input a 503 error carries, if any (the error page's side of the contract). */
export function keptInputFrom(data: unknown): KeptInput | undefined {
  if (!data || typeof data !== "object" || !("kept" in data)) return undefined;
  const kept = (data as { kept: unknown }).kept as KeptInput | undefined;
  if (!kept || typeof kept.action !== "string" || !kept.action.startsWith("/") || kept.action.startsWith("//") || !Array.isArray(kept.fields)) return undefined;
  return kept;
}
