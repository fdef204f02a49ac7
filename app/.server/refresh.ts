/**
 * Single-flight token refresh. Parallel requests of one browser carry the same refresh token;
 * only the first reaches the API, the others await its result. The settled result is kept for
 * a few seconds so requests that started with the old cookie just after still get the new pair.
 * (Across several portal instances the API's grace window gives the same guarantee.)
 */
import type { TokenPair } from "#contract";
import { ExpiredAuthSessionError } from "./expired-session";
import { isUpstreamError } from "./upstream";

export type RefreshCall = (refreshToken: string) => Promise<TokenPair>;

export function createSingleFlightRefresher(call: RefreshCall, keepMs = 10_000) {
  const inflight = new Map<string, Promise<TokenPair>>();
  return function refresh(refreshToken: string): Promise<TokenPair> {
    const running = inflight.get(refreshToken);
    if (running) return running;
    const promise = call(refreshToken).catch((error: unknown) => {
      // A refused refresh token means the session is over; anything else (network, 5xx) is not.
      if (isUpstreamError(error) && error.status === 401) throw new ExpiredAuthSessionError();
      throw error;
    });
    inflight.set(refreshToken, promise);
    const forget = () => setTimeout(() => inflight.delete(refreshToken), keepMs).unref?.();
    promise.then(forget, () => inflight.delete(refreshToken));
    return promise;
  };
}
