/** Sliding-window arithmetic of the sign-in rate limit (pure; the DB side is in rate-limit.ts). */

export interface WindowVerdict {
  limited: boolean;
  /** whole seconds until the next attempt is allowed; 0 when not limited */
  retryAfterSeconds: number;
}

/**
 * `failures` are the failure times of one key. The key is limited while `max` or more of them lie
 * within the last `windowSeconds`; it frees up once enough of them have aged out of the window.
 */
export function evaluateWindow(failures: readonly Date[], now: Date, max: number, windowSeconds: number): WindowVerdict {
  const windowMs = windowSeconds * 1000;
  const recent = failures
    .map((d) => d.getTime())
    .filter((t) => t > now.getTime() - windowMs && t <= now.getTime())
    .sort((a, b) => b - a);
  if (recent.length < max) return { limited: false, retryAfterSeconds: 0 };
  // Allowed again when the max-th most recent failure leaves the window.
  const releasing = recent[max - 1]!;
  const retryAfterMs = releasing + windowMs - now.getTime();
  return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
}

/** The window start as a Date: rows older than this no longer count and can be pruned. */
export function windowStart(now: Date, windowSeconds: number): Date {
  return new Date(now.getTime() - windowSeconds * 1000);
}
