/**
 * Read-your-writes across portal instances (decision 0521), the portal's half: the highest change
 * number the API named on a user's writes lives in a small cookie of its own and goes with every
 * API call of the user's later requests, whichever instance they reach, so an API instance that has
 * not heard of that change yet answers them from the database rather than its read cache.
 */
import { CHANGE_SEQ_HEADER, parseChangeSeq } from "#contract/change-seq";
import { COOKIES } from "~/lib/cookies";

export const CHANGE_SEQ_COOKIE = COOKIES.changeSeq.name;
/** Other instances hear of a change within milliseconds; the cookie only has to outlive that, with room to spare. */
const COOKIE_MAX_AGE_S = COOKIES.changeSeq.maxAgeSeconds;
const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${CHANGE_SEQ_COOKIE.replace(/\./g, "\\.")}=([^;]*)`);

/** The newest change one user has seen, for the duration of one portal request. */
export interface ChangeTracker {
  /** sent to the API as X-Change-Seq; 0: none */
  readonly seq: number;
  /** An API answer named change `seq`. */
  saw(seq: number): void;
}

/**
 * The request's tracker: starts from the cookie; `remember` receives the Set-Cookie value whenever
 * an answer names a newer change.
 */
export function trackChanges(cookieHeader: string | undefined, secure: boolean, remember: (setCookie: string) => void): ChangeTracker {
  // Most requests carry no such cookie: a plain search rules it out faster than the pattern.
  const seq = cookieHeader?.includes(`${CHANGE_SEQ_COOKIE}=`) ? parseChangeSeq(COOKIE_VALUE.exec(cookieHeader)?.[1]) : 0;
  return new RequestChanges(seq, secure, remember);
}

// A class, not an object literal with a getter: it is built on every request, and that literal cost ~0.7 µs.
class RequestChanges implements ChangeTracker {
  constructor(
    public seq: number,
    private readonly secure: boolean,
    private readonly remember: (setCookie: string) => void,
  ) {}

  saw(next: number) {
    if (next <= this.seq) return;
    this.seq = next;
    this.remember(`${CHANGE_SEQ_COOKIE}=${next}; Max-Age=${COOKIE_MAX_AGE_S}; Path=/; HttpOnly; SameSite=Lax${this.secure ? "; Secure" : ""}`);
  }
}

/** The API call's header, when the user has seen a change. */
export function addChangeSeq(headers: Headers, tracker: ChangeTracker | undefined): void {
  if (tracker?.seq) headers.set(CHANGE_SEQ_HEADER, String(tracker.seq));
}

/** Takes note of the change number a write's answer names. */
export function noteChangeSeq(response: Response, tracker: ChangeTracker | undefined): void {
  const seq = tracker ? parseChangeSeq(response.headers.get(CHANGE_SEQ_HEADER)) : 0;
  if (seq) tracker!.saw(seq);
}
