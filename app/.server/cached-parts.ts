/**
 * The server's side of `CachedPart` (decision 0534): which parts a request claimed, and after React
 * rendered the whole document, storing the markup of the parts it rendered and putting the stored
 * markup in place of the parts it did not. The document leaves byte for byte as a full render
 * would have made it, so hydration is unchanged.
 */
import { randomBytes } from "node:crypto";
import type { PartSlots } from "~/components/layout/cached-part";

const ATTRIBUTE = "data-cached-part";
// Per process and secret: page content cannot forge a mark (React escapes text and attributes anyway).
const TOKEN = randomBytes(12).toString("base64url");
const LT = 0x3c;

/** Stored markup per key, least recently used first out, bounded in bytes. */
export class PartStore {
  private readonly parts = new Map<string, Buffer>();
  private bytes = 0;
  constructor(private readonly maxBytes = 4 * 1024 * 1024) {}

  get(key: string): Buffer | undefined {
    const markup = this.parts.get(key);
    if (markup) {
      this.parts.delete(key);
      this.parts.set(key, markup);
    }
    return markup;
  }

  set(key: string, markup: Buffer): void {
    const old = this.parts.get(key);
    if (old) this.bytes -= old.byteLength + key.length;
    this.parts.delete(key);
    this.parts.set(key, markup);
    this.bytes += markup.byteLength + key.length;
    for (const [oldest, value] of this.parts) {
      if (this.bytes <= this.maxBytes) break;
      this.parts.delete(oldest);
      this.bytes -= value.byteLength + oldest.length;
    }
  }

  get size(): number {
    return this.parts.size;
  }
}

interface Claim {
  id: string;
  key: string;
  /** the stored markup, held from the claim on, so that an eviction meanwhile cannot leave a hole */
  markup: Buffer | undefined;
}

export interface RequestParts extends PartSlots {
  /** The document with stored markup in place of the parts claimed as hits, and the marks removed. */
  apply(document: Buffer): Buffer;
}

export function partsForRequest(store: PartStore): RequestParts {
  const claims: Claim[] = [];
  return {
    claim(key) {
      const markup = store.get(key);
      const id = `${TOKEN}-${claims.length}`;
      claims.push({ id, key, markup });
      return { id, hit: markup !== undefined };
    },
    apply(document) {
      if (claims.length === 0) return document;
      const pieces: Buffer[] = [];
      let from = 0;
      for (const claim of claims) {
        const part = locate(document, claim.id, from);
        // Not rendered after all (an error boundary took over): nothing to store or fill in.
        if (!part) continue;
        pieces.push(document.subarray(from, part.start));
        if (claim.markup) pieces.push(claim.markup);
        else {
          const markup = Buffer.concat([document.subarray(part.start, part.markStart), document.subarray(part.markEnd, part.end)]);
          store.set(claim.key, markup);
          pieces.push(markup);
        }
        from = part.end;
      }
      pieces.push(document.subarray(from));
      return Buffer.concat(pieces);
    },
  };
}

/** Where the element carrying mark `id` as its first attribute starts and ends, and where the mark is. */
function locate(document: Buffer, id: string, from: number) {
  const mark = ` ${ATTRIBUTE}="${id}"`;
  const markStart = document.indexOf(mark, from, "latin1");
  if (markStart < 0) return null;
  const start = document.lastIndexOf(LT, markStart);
  const tag = document.toString("latin1", start + 1, markStart);
  if (start < from || !/^[a-z][a-z0-9-]*$/.test(tag)) return null;
  const markEnd = markStart + mark.length;
  const end = endOfElement(document, tag, markEnd);
  return end < 0 ? null : { start, markStart, markEnd, end };
}

/** The end of the element of `tag` whose start tag began before `from`, counting nested ones of the same tag. */
function endOfElement(document: Buffer, tag: string, from: number): number {
  const open = `<${tag}`;
  const close = `</${tag}>`;
  let depth = 1;
  let at = from;
  while (depth > 0) {
    const closing = document.indexOf(close, at, "latin1");
    if (closing < 0) return -1;
    let opening = document.indexOf(open, at, "latin1");
    // "<nav" must not match "<navigation-x": the tag name ends with a space, ">" or "/".
    while (opening >= 0 && opening < closing && !isNameEnd(document[opening + open.length])) opening = document.indexOf(open, opening + 1, "latin1");
    if (opening >= 0 && opening < closing) {
      depth += 1;
      at = opening + open.length;
    } else {
      depth -= 1;
      at = closing + close.length;
    }
  }
  return at;
}

function isNameEnd(byte: number | undefined): boolean {
  return byte === 0x20 || byte === 0x3e || byte === 0x2f || byte === 0x0a || byte === 0x09;
}
