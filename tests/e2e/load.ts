// The load the restart and outage drills of tests/e2e/two-instances.spec.ts run under (issue 40,
// decision 0970): a number of signed-in users, each with a cookie jar of its own, reading and
// writing through nginx as browsers without JavaScript do, until the drill stops them. Plain
// `fetch`, no browser. Every answer is recorded; each drill judges them by its own rule, and
// checks the writes that were acknowledged against the database afterwards.
//   read   GET /dashboard                         → 200 with the greeting
//   write  POST /contact-management/add           → 302 to the new contact (a contact row)
//   mail   POST /login/resetpassword (every 4th)  → 302 to /login (a queued mail job)

/** One answer (or none: `status` 0, with the error). */
export interface Outcome {
  user: number;
  kind: "read" | "write" | "mail";
  status: number;
  /** the answer as expected (see the table above) */
  ok: boolean;
  /** when it was sent, ms since the load started, and how long it took */
  at: number;
  ms: number;
  /** a 503 whose page is the portal's German "temporarily unavailable" */
  unavailablePage: boolean;
  error?: string;
}

export interface LoadReport {
  outcomes: Outcome[];
  /** the answers not as expected */
  failures: Outcome[];
  /** last names of the contacts whose creation was acknowledged (302 to the contact) */
  contacts: string[];
  /** how many password mails were acknowledged as queued */
  mails: number;
}

export interface LoadOptions {
  /** where the users go: nginx */
  base: string;
  /** sign-ins of the users: as many users as entries; a user may appear more than once (one session each) */
  users: string[];
  password: string;
  /** who the password mails go to (an account that exists) */
  mailTo: string;
  /** marks this run's contacts (their last names start with it) */
  label: string;
  /** a request without an answer after this long counts as hanging (default 15 s) */
  timeoutMs?: number;
}

export interface Load {
  /** ms since the load started (the clock of Outcome.at) */
  now(): number;
  /** requests of `kind` sent and not yet answered */
  inFlight(kind: Outcome["kind"]): number;
  /** lets each user finish the request it is in, then reports */
  stop(): Promise<LoadReport>;
}

/** The portal's "Vorübergehend nicht erreichbar" (common.ts errors.unavailable). */
const UNAVAILABLE_TEXT = "Vorübergehend nicht erreichbar";

/** A browser's cookies for one origin: enough for the portal's session and toast cookies. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split("=")[1]!) < Date.now()));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** Signs each user in, then keeps them busy until `stop()`. Rejects when a sign-in fails. */
export async function startLoad({ base, users, password, mailTo, label, timeoutMs = 15_000 }: LoadOptions): Promise<Load> {
  const started = Date.now();
  const outcomes: Outcome[] = [];
  const contacts: string[] = [];
  let mails = 0;
  let running = true;
  const waiting = { read: 0, write: 0, mail: 0 };

  async function send(jar: CookieJar, path: string, form?: Record<string, string>): Promise<{ response?: Response; body: string; error?: string; at: number; ms: number }> {
    const at = Date.now() - started;
    const headers: Record<string, string> = { Cookie: jar.header() };
    if (form) headers.Origin = base;
    try {
      const response = await fetch(`${base}${path}`, {
        method: form ? "POST" : "GET",
        headers,
        body: form ? new URLSearchParams(form) : undefined,
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
      jar.take(response);
      const body = await response.text();
      return { response, body, at, ms: Date.now() - started - at };
    } catch (error) {
      return { body: "", error: error instanceof Error ? `${error.name}: ${error.message}` : String(error), at, ms: Date.now() - started - at };
    }
  }

  /** `send`, counted as in flight meanwhile */
  async function sendAs(kind: Outcome["kind"], jar: CookieJar, path: string, form?: Record<string, string>) {
    waiting[kind]++;
    try {
      return await send(jar, path, form);
    } finally {
      waiting[kind]--;
    }
  }

  function record(user: number, kind: Outcome["kind"], answer: Awaited<ReturnType<typeof send>>, ok: boolean): void {
    const status = answer.response?.status ?? 0;
    outcomes.push({ user, kind, status, ok, at: answer.at, ms: answer.ms, unavailablePage: status === 503 && answer.body.includes(UNAVAILABLE_TEXT), error: answer.error });
  }

  const jars = await Promise.all(
    users.map(async (email) => {
      const jar = new CookieJar();
      const answer = await send(jar, "/login", { email, password });
      const location = answer.response?.headers.get("location");
      if (answer.response?.status !== 302 || location !== "/dashboard") throw new Error(`sign-in of ${email} answered ${answer.response?.status ?? answer.error} ${location ?? ""}`);
      return jar;
    }),
  );

  async function user(index: number, jar: CookieJar): Promise<void> {
    for (let round = 0; running; round++) {
      const read = await sendAs("read", jar, "/dashboard");
      record(index, "read", read, read.response?.status === 200 && read.body.includes("Willkommen,"));
      if (!running) break;
      const lastName = `${label}-${index}-${round}`;
      const write = await sendAs("write", jar, "/contact-management/add", { first_name: "Lastprobe", last_name: lastName, status: "published" });
      const created = write.response?.status === 302 && /^\/contact-management\/\d+$/.test(write.response.headers.get("location") ?? "");
      record(index, "write", write, created);
      if (created) contacts.push(lastName);
      if (!running || round % 4 !== 3) continue;
      // asked for signed out, as someone who forgot the password does
      const mail = await sendAs("mail", new CookieJar(), "/login/resetpassword", { email: mailTo });
      const queued = mail.response?.status === 302 && mail.response.headers.get("location") === "/login";
      record(index, "mail", mail, queued);
      if (queued) mails++;
    }
  }

  const users_ = jars.map((jar, index) => user(index, jar));
  return {
    now: () => Date.now() - started,
    inFlight: (kind) => waiting[kind],
    async stop() {
      running = false;
      await Promise.all(users_);
      return { outcomes, failures: outcomes.filter((o) => !o.ok), contacts, mails };
    },
  };
}

/** A short account of a report for a failed assertion's message. */
export function describeFailures(report: LoadReport, limit = 10): string {
  const shown = report.failures.slice(0, limit).map((o) => `${o.kind} of user ${o.user} at ${o.at} ms: ${o.status || o.error} after ${o.ms} ms`);
  return `${report.failures.length} of ${report.outcomes.length} answers not as expected${shown.length ? `:\n  ${shown.join("\n  ")}` : ""}`;
}
