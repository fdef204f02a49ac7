// A PostgreSQL server of a spec's own (tests/e2e/two-instances.spec.ts): a fresh cluster in a
// temporary folder on a port of its own, made with the installed server's initdb and pg_ctl, so a
// drill may stop and start it without disturbing anyone else's database (decision 0970). As root
// (CI), the server runs as the `postgres` user, as PostgreSQL refuses root.
import { spawn } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** The newest installed server's bin folder (Debian: /usr/lib/postgresql/<major>/bin), or $PG_BIN. */
export function findPostgresBin(env = process.env): string | undefined {
  if (env.PG_BIN) return existsSync(path.join(env.PG_BIN, "initdb")) ? env.PG_BIN : undefined;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const majors = readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((x, y) => Number(y) - Number(x));
  return majors.map((v) => path.join(root, v, "bin")).find((bin) => existsSync(path.join(bin, "initdb")));
}

export interface PostgresCluster {
  /** the superuser's URL of the `postgres` database (trust, on 127.0.0.1) */
  url: string;
  /** a fast shutdown: sessions are ended, the server is gone when this resolves */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** stops it and removes its folder */
  remove(): Promise<void>;
}

const asRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** Runs a server program (as `postgres` when we are root); rejects with its output on failure. */
function run(bin: string, program: string, args: string[]): Promise<void> {
  const [command, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", path.join(bin, program), ...args]] : [path.join(bin, program), args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${program} ${args.join(" ")} exited with ${code}:\n${output.slice(-2000)}`))));
  });
}

/** initdb + pg_ctl start on `port`; fsync off: the drills restart it cleanly, never crash it. */
export async function startPostgresCluster(bin: string, port: number): Promise<PostgresCluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "partnerportal-pg-"));
  if (asRoot) {
    const { uid, gid } = await postgresIds();
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, "data");
  await run(bin, "initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"]);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off -c full_page_writes=off -c max_connections=60`;
  const start = () => run(bin, "pg_ctl", ["-D", data, "-l", path.join(dir, "server.log"), "-o", options, "-w", "-t", "30", "start"]);
  const stop = () => run(bin, "pg_ctl", ["-D", data, "-m", "fast", "-w", "-t", "30", "stop"]);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async remove() {
      await stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** uid and gid of the `postgres` user (Debian's server package creates it). */
async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const text = await new Promise<string>((resolve, reject) => {
    const child = spawn("id", ["postgres"], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve(out) : reject(new Error("no postgres user to run PostgreSQL as (it refuses root)"))));
  });
  return { uid: Number(/uid=(\d+)/.exec(text)![1]), gid: Number(/gid=(\d+)/.exec(text)![1]) };
}
