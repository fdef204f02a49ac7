// Sizing the reference page (bench/reference-app.mjs) like a portal page (issue 26): first as many
// HTML elements, then as many bytes. Used by bench/run.mjs and bench/cpu.mjs.

/** Elements of an HTML document: its start tags, not counting anything inside script or style. */
export function countElements(html) {
  const outsideScripts = html.replace(/<(script|style)\b([^>]*)>[\s\S]*?<\/\1\s*>/gi, "<$1$2>");
  return outsideScripts.match(/<[a-zA-Z][^\s/>]*/g)?.length ?? 0;
}

/** The uncompressed HTML at `url`: its text, bytes and elements. */
export async function pageOf(url, headers = {}) {
  const res = await fetch(url, { headers: { ...headers, "Accept-Encoding": "identity" } });
  const html = await res.text();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return { html, bytes: Buffer.byteLength(html), elements: countElements(html) };
}

/**
 * A function from a portal page's { elements, bytes } to the reference page's query of as many
 * elements and, padded with text, as many bytes (or its unpadded bytes when those are already
 * more), with the reference page's own { elements, bytes } to show next to the portal's.
 */
export async function referenceSizer(referenceBase) {
  const probe = (query) => pageOf(`${referenceBase}/?${query}`);
  const empty = (await probe("items=0")).elements;
  const [ten, tenWithBadges] = [await probe("items=10"), await probe("items=10&badges=3")];
  if (ten.elements !== empty + 50 || tenWithBadges.elements !== empty + 53) throw new Error(`reference page: unexpected element counts ${empty}, ${ten.elements}, ${tenWithBadges.elements}`);
  return async function sizeFor({ elements, bytes }) {
    const items = Math.max(0, Math.floor((elements - empty) / 5));
    const badges = Math.min(items, Math.max(0, elements - empty - 5 * items));
    const shape = `items=${items}&badges=${badges}`;
    const [bare, padded] = [await probe(shape), await probe(`${shape}&pad=1000`)];
    const pad = items === 0 ? 0 : Math.max(0, Math.round((bytes - bare.bytes) / ((padded.bytes - bare.bytes) / 1000)));
    const query = `${shape}&pad=${pad}`;
    const { elements: ownElements, bytes: ownBytes } = await probe(query);
    return { query, elements: ownElements, bytes: ownBytes };
  };
}
