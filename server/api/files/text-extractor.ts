/**
 * Bounded text extraction (issue 30, decision 0562): each file is read in a worker thread
 * (extract-worker.ts) with a heap limit, and a file that takes longer than the time limit has its
 * worker terminated. One file at a time per extractor; the worker is kept for the next file and
 * ends after a while without work (it holds pdf.js, some 50 MB), never keeping the process alive.
 * A file that cannot be read is an answer (`ok: false`), never a thrown error; a worker that cannot
 * start at all (a broken installation) is a thrown error.
 */
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker, type WorkerOptions } from "node:worker_threads";
import { hasExtractableText, TEXT_MAX_CHARS } from "./extract-text";
import type { ExtractAnswer, ExtractRequest } from "./extract-worker";

export interface ExtractionLimits {
  /** a file taking longer has its worker terminated */
  timeoutMs: number;
  /** the worker's old-generation heap */
  heapMb: number;
  maxChars: number;
  /** an idle worker ends after this long */
  idleMs: number;
}

export const EXTRACTION_LIMITS: ExtractionLimits = { timeoutMs: 20_000, heapMb: 128, maxChars: TEXT_MAX_CHARS, idleMs: 30_000 };

export type ExtractionResult = { ok: true; text: string } | { ok: false; reason: string };

export interface TextExtractor {
  /** the normalised text of `bytes` of `type`; "" for a type without text (images) */
  extract(bytes: Uint8Array, type: string): Promise<ExtractionResult>;
  /** ends the worker */
  close(): Promise<void>;
}

/**
 * The worker: built, `extract-worker.js` next to the bundle (server-build/server.js and api.js
 * import this module bundled, so import.meta.url is theirs). From source (tsx, vitest) a small
 * script that registers tsx in the worker and imports extract-worker.ts: on Node 20 a worker's
 * `--import tsx` does not apply to its own entry file.
 */
function workerOf(options: WorkerOptions): Worker {
  if (!import.meta.url.endsWith(".ts")) return new Worker(new URL("./extract-worker.js", import.meta.url), options);
  const script = JSON.stringify(new URL("./extract-worker.ts", import.meta.url).href);
  // the ESM entry of tsx's API (require.resolve finds the CommonJS one)
  const tsx = JSON.stringify(pathToFileURL(createRequire(import.meta.url).resolve("tsx/esm/api").replace(/\.cjs$/, ".mjs")).href);
  return new Worker(`import(${tsx}).then(({ tsImport }) => tsImport(${script}, ${script}))`, { ...options, eval: true });
}

/** A worker that has not loaded its modules by then is broken (not the file it was given). */
const STARTUP_MS = 60_000;

interface Running {
  worker: Worker;
  /** settles when the worker has loaded its modules; rejects when it cannot */
  ready: Promise<void>;
}

export function createTextExtractor(overrides: Partial<ExtractionLimits> = {}): TextExtractor {
  const limits = { ...EXTRACTION_LIMITS, ...overrides };
  let running: Running | undefined;
  let idle: NodeJS.Timeout | undefined;
  let nextId = 0;
  let turn: Promise<unknown> = Promise.resolve();

  function retire(which: Worker) {
    if (running?.worker === which) running = undefined;
    void which.terminate();
  }

  function spawn(): Running {
    const worker = workerOf({
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
      // pdf.js warns on odd files through the console; the result says what went wrong
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    worker.unref();
    // A worker that cannot start (a missing script or package) fails the job, to be retried and
    // logged by the queue: it must not give every file an empty text.
    const ready = new Promise<void>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        worker.off("message", onMessage).off("error", onFailure).off("exit", onFailure);
      };
      const onMessage = (message: ExtractAnswer) => {
        if (!("ready" in message)) return;
        done();
        resolve();
      };
      const onFailure = (problem: Error | number) => {
        done();
        retire(worker);
        reject(new Error(`the text extraction worker did not start: ${typeof problem === "number" ? `exit code ${problem}` : problem.message}`));
      };
      const timer = setTimeout(() => onFailure(new Error(`not ready within ${STARTUP_MS} ms`)), STARTUP_MS);
      worker.on("message", onMessage).on("error", onFailure).on("exit", onFailure);
    });
    ready.catch(() => {}); // the waiting extraction reports it
    return { worker, ready };
  }

  async function runOne(bytes: Uint8Array, type: string): Promise<ExtractionResult> {
    clearTimeout(idle);
    const current = (running ??= spawn());
    await current.ready;
    const { worker } = current;
    const id = ++nextId;
    return new Promise<ExtractionResult>((resolve) => {
      const finish = (result: ExtractionResult, broken: boolean) => {
        clearTimeout(timer);
        worker.off("message", onMessage).off("error", onError).off("exit", onExit);
        if (broken) retire(worker);
        else idle = setTimeout(() => retire(worker), limits.idleMs).unref();
        resolve(result);
      };
      const onMessage = (answer: ExtractAnswer) => {
        if (!("id" in answer) || answer.id !== id) return;
        finish("error" in answer ? { ok: false, reason: answer.error } : { ok: true, text: answer.text }, false);
      };
      // e.g. ERR_WORKER_OUT_OF_MEMORY: the heap limit ended the worker
      const onError = (error: Error) => finish({ ok: false, reason: `${(error as NodeJS.ErrnoException).code ?? error.name}: ${error.message}` }, true);
      const onExit = (code: number) => finish({ ok: false, reason: `worker exited with code ${code}` }, true);
      const timer = setTimeout(() => finish({ ok: false, reason: `took longer than ${limits.timeoutMs} ms` }, true), limits.timeoutMs);
      worker.on("message", onMessage).on("error", onError).on("exit", onExit);
      // A copy of its own is moved to the worker: `bytes` may share its buffer (Node's Buffer pool).
      const copy = new Uint8Array(bytes);
      worker.postMessage({ id, bytes: copy, type, maxChars: limits.maxChars } satisfies ExtractRequest, [copy.buffer]);
    });
  }

  return {
    extract(bytes, type) {
      if (!hasExtractableText(type)) return Promise.resolve({ ok: true, text: "" });
      const result = turn.then(() => runOne(bytes, type));
      // a worker that could not start fails this file's extraction, not the ones after it
      turn = result.catch(() => undefined);
      return result;
    },
    async close() {
      clearTimeout(idle);
      await turn;
      if (running) await running.worker.terminate();
      running = undefined;
    },
  };
}

let shared: TextExtractor | undefined;

/** The process's extractor (the extract-text job and the seeds share one worker). */
export function textExtractor(): TextExtractor {
  return (shared ??= createTextExtractor());
}
