import { describe, expect, it } from "vitest";
import { chosenEntry, zrRouteOf, frameOrigin, frameUrl, sortEntries, storedEntriesFor, ZR_ENTRIES_MAX_AGE_MS, type StoredZrClients } from "./zr-client";

const entry = (accid: string, sort: number, tabName: string) => ({ accid, sort, tabName, federation: "Einkaufsverband Wohnen eG", brand_name: tabName, apiSession: `s-${accid}` });

describe("ZR permission entries", () => {
  it("are shown sorted by sort, then by tab name", () => {
    const sorted = sortEntries([entry("3", 2, "Küche"), entry("1", 1, "Zentrale"), entry("2", 1, "Bad")]);
    expect(sorted.map((e) => e.accid)).toEqual(["2", "1", "3"]);
  });

  it("are kept for the same user and fetched again for another one (switching user)", () => {
    const stored: StoredZrClients = { userId: "u1", entries: [entry("1", 1, "A")], fetchedAt: 1_000 };
    expect(storedEntriesFor(stored, "u1", 2_000)).toEqual(stored.entries);
    expect(storedEntriesFor(stored, "u2", 2_000)).toBeNull();
  });

  it("are fetched when empty (after sign-in or logout) and renewed before the apiSessions run out", () => {
    expect(storedEntriesFor(undefined, "u1")).toBeNull();
    expect(storedEntriesFor({ userId: "u1", entries: [], fetchedAt: 0 }, "u1", 0)).toBeNull();
    const stored: StoredZrClients = { userId: "u1", entries: [entry("1", 1, "A")], fetchedAt: 0 };
    expect(storedEntriesFor(stored, "u1", ZR_ENTRIES_MAX_AGE_MS)).not.toBeNull();
    expect(storedEntriesFor(stored, "u1", ZR_ENTRIES_MAX_AGE_MS + 1)).toBeNull();
  });

  it("the tab named by ?accid= is chosen, else the first", () => {
    const entries = [entry("1", 1, "A"), entry("2", 2, "B")];
    expect(chosenEntry(entries, "2")?.accid).toBe("2");
    expect(chosenEntry(entries, "9")?.accid).toBe("1");
    expect(chosenEntry(entries, null)?.accid).toBe("1");
  });

  it("knows the six screens by their path segment, in any case", () => {
    expect(zrRouteOf("Receipt-Search")).toBe("zrReceiptSearch");
    expect(zrRouteOf("trading-partner")).toBe("zrTradingPartner");
    expect(zrRouteOf("settings")).toBeNull();
  });

  it("frames the simulator on the portal's origin and an external system on its own", () => {
    expect(frameUrl("", "abc", "receipt-search")).toBe("/sam/s/abc/receipt-search");
    expect(frameUrl("https://zr.example.org/", "a b", "list")).toBe("https://zr.example.org/sam/s/a%20b/list");
    expect(frameOrigin(undefined)).toBeNull();
    expect(frameOrigin("https://zr.example.org/portal")).toBe("https://zr.example.org");
  });
});
