// Processes a spec starts itself from the built bundles (faults.spec.ts, two-instances.spec.ts):
// started with `node <script>`, ready once a line of their stdout says so, stopped with SIGTERM;
// a script that takes commands on stdin (scripts/two-instances.mjs) is steered with `command`.
import { spawn, type ChildProcess } from "node:child_process";

/**
 * Starts `node script` with `env` on top of this process's environment and resolves once its
 * stdout contains `ready`. Rejects, with the end of its output, when it exits before that.
 */
export function startProcess(script: string, env: Record<string, string>, ready = "listening"): Promise<ChildProcess> {
  const child = spawn(process.execPath, [script], { env: { ...process.env, ...env }, stdio: ["pipe", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stderr!.on("data", keep);
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      keep(chunk);
      if (output.includes(ready)) resolve(child);
    });
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code}:\n${output}`)));
  });
}

/** SIGTERM, then waits until the process has exited. */
export async function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/**
 * Writes `line` to the process's stdin and resolves with the first line of its stdout from then
 * on that matches `answer`; rejects after `timeoutMs` or when the process exits first.
 */
export function command(child: ChildProcess, line: string, answer: RegExp, timeoutMs = 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let pending = "";
    const done = (error?: Error, found?: string) => {
      clearTimeout(timer);
      child.stdout!.off("data", onData);
      child.off("exit", onExit);
      if (error) reject(error);
      else resolve(found!);
    };
    const onData = (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split("\n");
      pending = lines.pop()!;
      const found = lines.find((l) => answer.test(l));
      if (found !== undefined) done(undefined, found);
    };
    const onExit = (code: number | null) => done(new Error(`"${line}": the process exited (${code})`));
    const timer = setTimeout(() => done(new Error(`"${line}": no answer matching ${answer} within ${timeoutMs / 1000} s`)), timeoutMs);
    child.stdout!.on("data", onData);
    child.once("exit", onExit);
    child.stdin!.write(`${line}\n`);
  });
}
