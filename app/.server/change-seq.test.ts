import { describe, expect, it } from "vitest";
import { parseChangeSeq } from "#contract/change-seq";
import { trackChanges } from "./change-seq";

describe("change numbers (decision 0521)", () => {
  it("reads only plain positive integers", () => {
    expect(["7", "9007199254740991"].map(parseChangeSeq)).toEqual([7, 9007199254740991]);
    expect(["", "0", "-3", "07", "1e9", "1.5", " 7", "99999999999999999", null, undefined].map(parseChangeSeq)).toEqual(Array(10).fill(0));
  });

  it("finds its cookie among others, only rises, and marks the cookie Secure behind https", () => {
    const cookies: string[] = [];
    const tracker = trackChanges("a=1; change.seq=12; b=2", true, (c) => cookies.push(c));
    expect(tracker.seq).toBe(12);
    tracker.saw(11);
    tracker.saw(13);
    expect(tracker.seq).toBe(13);
    expect(cookies).toEqual(["change.seq=13; Max-Age=300; Path=/; HttpOnly; SameSite=Lax; Secure"]);
    expect(trackChanges("xchange.seq=5", false, () => {}).seq).toBe(0);
  });
});
