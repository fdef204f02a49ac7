import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { searchFixture } from "../../bench/search-fixture";
import { INDEX_BUDGET_GZIP_BYTES, indexDownload } from "./search";

describe("the search index download (decision 0513)", () => {
  const index = searchFixture();
  const gzipped = gzipSync(JSON.stringify(index)).byteLength;

  it("is the index itself up to the gzip budget, byte for byte", () => {
    expect(INDEX_BUDGET_GZIP_BYTES).toBe(150 * 1024);
    expect(JSON.parse(indexDownload(index, gzipped))).toEqual(index);
  });

  it("is the note to search per term one byte over it, never a cut-down index", () => {
    expect(JSON.parse(indexDownload(index, gzipped - 1))).toEqual({ perQuery: true });
  });
});
