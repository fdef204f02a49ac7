/** The fuzzers' change detector (tests/api/fixture.ts) must see what a full digest sees. */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { tableDigests, trackTableDigests, useTestApi } from "./fixture";

const t = useTestApi();

describe("trackTableDigests", () => {
  it("names a changed table, ignores a rolled-back change, and agrees with the full digests", async () => {
    const db = t.database.db;
    const digest = await trackTableDigests(db);
    const before = await digest();
    expect(before).toEqual(await tableDigests(db));

    await db.execute(sql`update companies set name = name || ' (geändert)' where id = (select min(id) from companies)`);
    const after = await digest();
    expect([...after].filter(([name, hash]) => before.get(name) !== hash).map(([name]) => name)).toEqual(["companies"]);

    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`delete from news`);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await digest()).toEqual(after);
    expect(await digest()).toEqual(await tableDigests(db));
  });
});
