/**
 * Client addresses as the logs and the stored sign-in records keep them (issue 41, decision 0973):
 * an IPv4 address loses its last octet, an IPv6 address its last 80 bits (the interface and most
 * of the subnet), so a line still tells the network but no longer the person's device. LOG_FULL_IP
 * keeps them whole. The sign-in rate limit alone counts by the full address, for its window only.
 */
import { isIPv4, isIPv6 } from "node:net";

const MAPPED_V4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** The address with its host part zeroed; anything that is not an address is dropped (null). */
export function shortenIp(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const address = ip.trim().replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const mapped = MAPPED_V4.exec(address);
  if (mapped) return `::ffff:${shortenV4(mapped[1]!)}`;
  if (isIPv4(address)) return shortenV4(address);
  if (!isIPv6(address)) return null;
  const groups = expandV6(address);
  return compressV6([...groups.slice(0, 3), 0, 0, 0, 0, 0]);
}

/** The address as logs and records keep it under the setting: whole with LOG_FULL_IP, else shortened. */
export function ipForRecords(ip: string | null | undefined, full: boolean): string | null {
  return full ? (ip ?? null) : shortenIp(ip);
}

function shortenV4(address: string): string {
  return `${address.slice(0, address.lastIndexOf("."))}.0`;
}

/** Eight 16-bit groups; an embedded IPv4 tail (`::1.2.3.4`) counts as the last two. */
function expandV6(address: string): number[] {
  let text = address;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((g) => parseInt(g, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** RFC 5952 text: lower case, no leading zeros, the longest run of two or more zero groups as `::`. */
function compressV6(groups: number[]): string {
  let best = { start: -1, length: 0 };
  for (let i = 0; i < groups.length; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < groups.length && groups[j] === 0) j++;
    if (j - i > best.length && j - i >= 2) best = { start: i, length: j - i };
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best.start < 0) return hex.join(":");
  return `${hex.slice(0, best.start).join(":")}::${hex.slice(best.start + best.length).join(":")}`;
}
