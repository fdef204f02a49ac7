/**
 * The text of a JSON answer the read cache served, for a caller in the same process: the embedded
 * portal parses the string it is handed instead of streaming the body into bytes and back
 * (decision 0522). Over HTTP none of this applies; the body carries the same text.
 */
const texts = new WeakMap<Response, string>();

export function withAnswerText(response: Response, text: string): Response {
  texts.set(response, text);
  return response;
}

export function answerTextOf(response: Response): string | undefined {
  return texts.get(response);
}
