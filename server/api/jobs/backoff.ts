/**
 * When a failed job runs again (decision 0540): exponential from `baseMs`, doubled per attempt,
 * capped at `capMs`, with up to `jitter` on top so jobs that failed together (a mail server that
 * was down) do not all come back in the same second. After `maxAttempts` the job stays failed.
 */
export interface BackoffPolicy {
  baseMs: number;
  capMs: number;
  /** share added at random, 0.2 = up to +20 % */
  jitter: number;
  maxAttempts: number;
}

/**
 * 30 s, 1, 2, 4, 8, 16, 32 min, then 1 h: the eighth attempt comes more than an hour after the first
 * (63.5 min without jitter), so a mail server down for an hour loses nothing.
 */
export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 30_000, capMs: 60 * 60_000, jitter: 0.2, maxAttempts: 8 };

/** Milliseconds to wait after failed attempt number `attempt` (1 = the first run); `random` in [0, 1). */
export function retryDelay(policy: BackoffPolicy, attempt: number, random: () => number = Math.random): number {
  const exponential = policy.baseMs * 2 ** Math.max(0, attempt - 1);
  return Math.round(Math.min(policy.capMs, exponential * (1 + policy.jitter * random())));
}
