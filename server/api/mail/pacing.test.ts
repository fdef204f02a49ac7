import { describe, expect, it } from "vitest";
import { createTokenBucket, pacedMailer } from "./pacing";

/** A clock that only moves when the bucket sleeps. */
function fakeTime() {
  let t = 0;
  return { now: () => t, sleep: async (ms: number) => void (t += ms) };
}

describe("mail pacing", () => {
  it("lets a burst of MAIL_RATE through at once, then one per 1/rate second", async () => {
    const time = fakeTime();
    const bucket = createTokenBucket({ ratePerSecond: 10, ...time });
    const at: number[] = [];
    await Promise.all(Array.from({ length: 25 }, () => bucket.take().then(() => at.push(time.now()))));
    expect(at.slice(0, 10)).toEqual(Array(10).fill(0));
    // the 25th mail leaves after 1.5 s: ten at once, then 15 at 100 ms each
    expect(at[24]).toBe(1500);
    for (let i = 11; i < 25; i++) expect(at[i]! - at[i - 1]!).toBe(100);
  });

  it("refills while idle, never beyond one second's worth", async () => {
    const time = fakeTime();
    const bucket = createTokenBucket({ ratePerSecond: 2, ...time });
    for (let i = 0; i < 2; i++) await bucket.take();
    await time.sleep(60_000);
    const start = time.now();
    for (let i = 0; i < 3; i++) await bucket.take();
    expect(time.now() - start).toBe(500);
  });

  it("sends through the bucket in order", async () => {
    const time = fakeTime();
    const sent: string[] = [];
    const mailer = pacedMailer({ send: async (m) => void sent.push(m.to) }, createTokenBucket({ ratePerSecond: 1, ...time }));
    await Promise.all(["a", "b", "c"].map((to) => mailer.send({ to, subject: "s", text: "t", link: "" })));
    expect(sent).toEqual(["a", "b", "c"]);
    expect(time.now()).toBe(2000);
  });
});
