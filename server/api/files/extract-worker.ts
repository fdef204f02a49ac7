/**
 * The extraction worker thread (decision 0562): reads the text of one file per message with
 * extract-text.ts. Its parent (text-extractor.ts) limits its heap and terminates it when a file
 * takes too long; built as its own entry (scripts/build-server.mjs → server-build/extract-worker.js).
 */
import { parentPort } from "node:worker_threads";
import { extractText } from "./extract-text";

export interface ExtractRequest {
  id: number;
  bytes: Uint8Array;
  type: string;
  maxChars: number;
}

/** `ready` once, when the modules are loaded; then one answer per request */
export type ExtractAnswer = { ready: true } | { id: number; text: string } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error("extract-worker.ts runs as a worker thread only");
port.on("message", (request: ExtractRequest) => {
  extractText(request.bytes, request.type, request.maxChars).then(
    (text) => port.postMessage({ id: request.id, text } satisfies ExtractAnswer),
    (error: unknown) => port.postMessage({ id: request.id, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) } satisfies ExtractAnswer),
  );
});
port.postMessage({ ready: true } satisfies ExtractAnswer);
