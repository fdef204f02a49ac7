/**
 * The API's answer object, handed to a caller in the same process (issue 26): the embedded API
 * answers with a Response whose JSON body is written only when someone reads it, and whose body
 * stream carries the object itself. The portal's client takes the object and never reads the
 * body, so nothing is encoded to JSON and parsed back. Over HTTP the body is read as usual.
 *
 * The mark sits on the body stream under a registered symbol, not on the Response: Hono copies a
 * Response when a middleware had touched `c.res` first (the stream stays the same), and the portal
 * and the API may come from different bundles of the same process.
 */
const ANSWER = Symbol.for("partnerportal.answer-object");

type Marked = ReadableStream<Uint8Array> & { [ANSWER]?: unknown };

/** A 200 JSON Response for `body`, encoded only if its body is read. */
export function objectResponse(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  const stream: Marked = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        controller.enqueue(new TextEncoder().encode(jsonOf(body)));
        controller.close();
      },
    },
    // Nothing is pulled (encoded) before someone reads.
    { highWaterMark: 0 },
  );
  stream[ANSWER] = body;
  return new Response(stream, { status: init.status ?? 200, headers: { "Content-Type": "application/json", ...init.headers } });
}

// A cached answer is one frozen object served many times: over HTTP it is encoded once.
const texts = new WeakMap<object, string>();
function jsonOf(body: unknown): string {
  if (body === null || typeof body !== "object" || !Object.isFrozen(body)) return JSON.stringify(body);
  let text = texts.get(body);
  if (text === undefined) texts.set(body, (text = JSON.stringify(body)));
  return text;
}

/** The answer object of a Response made by `objectResponse` in this process; undefined for any other. */
export function answerObjectOf(response: Response): { value: unknown } | undefined {
  const body = response.body as Marked | null;
  return body && ANSWER in body ? { value: body[ANSWER] } : undefined;
}

/**
 * Freezes an answer handed over in-process: cached answers are shared by every request that gets
 * them, so code that changed one would throw (in tests) instead of altering another's data.
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
  return value;
}
