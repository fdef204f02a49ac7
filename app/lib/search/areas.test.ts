import { describe, expect, it } from "vitest";
import type { AccessSubject } from "#contract/access";
import { searchAreasFor, searchIndexKey } from "./areas";

const subject = (userType: "HP" | "LF", permissions: string[]): AccessSubject =>
  ({ userType, permissions: new Set(permissions), multiUser: false, hasSubAccounts: false }) as AccessSubject;

describe("search areas", () => {
  it("offers brands to HP users with BRAND only, news and calendar with their permissions", () => {
    expect(searchAreasFor(subject("HP", ["BRAND", "NEWS", "CALENDAR"]))).toEqual(["brands", "suppliers", "news", "calendar", "services"]);
    expect(searchAreasFor(subject("LF", ["BRAND", "NEWS", "CALENDAR"]))).toEqual(["suppliers", "news", "calendar", "services"]);
    expect(searchAreasFor(subject("HP", ["NEWS"]))).toEqual(["suppliers", "news", "services"]);
  });

  it("keys the browser's index copy by user and permissions", () => {
    const id = "3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a0b01";
    expect(searchIndexKey(id, subject("HP", ["NEWS", "BRAND"]))).toBe(searchIndexKey(id, subject("HP", ["BRAND", "NEWS"])));
    expect(searchIndexKey(id, subject("HP", ["NEWS"]))).not.toBe(searchIndexKey(id, subject("HP", ["NEWS", "BRAND"])));
  });
});
