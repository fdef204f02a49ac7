import { describe, expect, it } from "vitest";
import { allStarted, started } from "./started";

/** Rejections no one handled while `run` and the ticks after it ran. */
async function unhandledDuring(run: () => Promise<unknown>): Promise<unknown[]> {
  const seen: unknown[] = [];
  const note = (reason: unknown) => seen.push(reason);
  process.on("unhandledRejection", note);
  try {
    await run().catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    process.off("unhandledRejection", note);
  }
  return seen;
}

const guard = () => new Promise<never>((_, reject) => setTimeout(() => reject(new Response(null, { status: 302 })), 5));
const badQuery = (): never => {
  throw new Response(null, { status: 400 });
};

describe("started", () => {
  it("turns a synchronous throw into a rejection", async () => {
    await expect(started(badQuery)).rejects.toMatchObject({ status: 400 });
    await expect(started(() => 7)).resolves.toBe(7);
  });

  it("allStarted leaves no started promise unawaited when a later task throws synchronously", async () => {
    expect(await unhandledDuring(() => allStarted(guard, badQuery))).toEqual([]);
    await expect(allStarted(async () => 1, () => "two")).resolves.toEqual([1, "two"]);
  });

});
