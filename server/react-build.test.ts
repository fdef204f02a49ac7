import { describe, expect, it } from "vitest";
import { loadedReactBuild } from "./react-build";

describe("loadedReactBuild", () => {
  it("recognises the development build vitest loads (NODE_ENV=test)", async () => {
    expect(process.env.NODE_ENV).toBe("test");
    expect(await loadedReactBuild()).toBe("development");
  });
});
