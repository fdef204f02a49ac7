/**
 * Mail pacing (MAIL_RATE, decision 0540): a token bucket per process, so a schedule that queues
 * a mail to every user does not hit the mail server with hundreds at once (providers throttle
 * or block that). Each instance paces itself; several instances send at most their sum.
 */
import type { Mailer } from "./mailer";

export interface TokenBucket {
  /** resolves when a token is free, and takes it */
  take(): Promise<void>;
}

export interface TokenBucketOptions {
  /** tokens per second; also the burst */
  ratePerSecond: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export function createTokenBucket({ ratePerSecond, now = Date.now, sleep = (ms) => new Promise((r) => setTimeout(r, ms)) }: TokenBucketOptions): TokenBucket {
  let tokens = ratePerSecond;
  let last = now();
  // Takers wait in line, so a burst is served in order and never overdraws.
  let line: Promise<void> = Promise.resolve();
  const refill = () => {
    const t = now();
    tokens = Math.min(ratePerSecond, tokens + ((t - last) / 1000) * ratePerSecond);
    last = t;
  };
  const takeInTurn = async () => {
    refill();
    while (tokens < 1) {
      await sleep(Math.ceil(((1 - tokens) / ratePerSecond) * 1000));
      refill();
    }
    tokens -= 1;
  };
  return {
    take() {
      const turn = line.then(takeInTurn);
      line = turn.catch(() => {});
      return turn;
    },
  };
}

/** A mailer that takes a token of `bucket` before each message. */
export function pacedMailer(mailer: Mailer, bucket: TokenBucket): Mailer {
  return {
    async send(message) {
      await bucket.take();
      await mailer.send(message);
    },
  };
}
