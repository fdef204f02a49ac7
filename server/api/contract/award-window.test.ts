import { describe, expect, it } from "vitest";
import { canChangeEntries, missingForSubmission, shownStatus, windowState } from "./award-window";

const round = { submissionFrom: new Date("2026-10-01T00:00:00Z"), submissionUntil: new Date("2027-03-31T21:59:59Z") };
const at = (iso: string) => new Date(iso);

describe("award submission window", () => {
  it("is upcoming before, open within (both ends included) and closed after", () => {
    expect(windowState(round, at("2026-09-30T23:59:59Z"))).toBe("upcoming");
    expect(windowState(round, at("2026-10-01T00:00:00Z"))).toBe("open");
    expect(windowState(round, at("2027-03-31T21:59:59Z"))).toBe("open");
    expect(windowState(round, at("2027-03-31T22:00:00Z"))).toBe("closed");
    expect(canChangeEntries(round, at("2027-01-15T12:00:00Z"))).toBe(true);
    expect(canChangeEntries(round, at("2026-09-01T12:00:00Z"))).toBe(false);
    expect(canChangeEntries(round, at("2027-04-01T00:00:00Z"))).toBe(false);
  });

  it("shows a submitted entry as in review after the deadline, a draft as not submitted, a winner as awarded", () => {
    const open = at("2027-01-15T12:00:00Z");
    const closed = at("2027-04-01T00:00:00Z");
    expect(shownStatus("draft", round, open)).toBe("draft");
    expect(shownStatus("submitted", round, open)).toBe("submitted");
    expect(shownStatus("submitted", round, closed)).toBe("in_review");
    expect(shownStatus("draft", round, closed)).toBe("not_submitted");
    expect(shownStatus("awarded", round, open)).toBe("awarded");
  });

  it("needs a title, a text of 50 characters and a photo to submit", () => {
    expect(missingForSubmission({ title: " ", text: "kurz", images: [] })).toEqual(["title", "text", "images"]);
    expect(missingForSubmission({ title: "Fenster", text: "x".repeat(50), images: ["a"] })).toEqual([]);
  });
});
