// Processes a spec starts itself from the built bundles (faults.spec.ts, two-instances.spec.ts):
// started with `node <script>`, ready once a line of their stdout says so, stopped with SIGTERM.
import { spawn, type ChildProcess } from "node:child_process";

/**
 * Starts `node script` with `env` on top of this process's environment and resolves once its
 * stdout contains `ready`. Rejects, with the end of its output, when it exits before that.
 */
export function startProcess(script: string, env: Record<string, string>, ready = "listening"): Promise<ChildProcess> {
  const child = spawn(process.execPath, [script], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
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
