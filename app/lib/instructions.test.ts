import { describe, expect, it } from "vitest";
import { relevantInstructions } from "./instructions";

const list = [
  { id: 1, screens: ["/login", "/account/settings"] },
  { id: 2, screens: ["/calendar"] },
  { id: 3, screens: ["/zrclient/upload"] },
];

describe("instructions of a screen", () => {
  it("matches the path and its sub-pages, whatever the case", () => {
    expect(relevantInstructions(list, "/Calendar/12/registration").map((i) => i.id)).toEqual([2]);
    expect(relevantInstructions(list, "/ZrClient/Upload").map((i) => i.id)).toEqual([3]);
    expect(relevantInstructions(list, "/account/settings/").map((i) => i.id)).toEqual([1]);
  });
  it("does not match a path that only starts with the same letters", () => {
    expect(relevantInstructions(list, "/calendars")).toEqual([]);
    expect(relevantInstructions(list, "/zrclient/list")).toEqual([]);
  });
});
