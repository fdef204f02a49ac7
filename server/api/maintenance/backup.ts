/**
 * Backup and restore of everything the portal keeps: the database (PGlite's data folder, or a
 * PostgreSQL dump) and the uploaded files, together in one folder with a manifest. The files are
 * read from and written back to the file store the portal uses (DATA_DIR/uploads or the S3
 * bucket of S3_URL, decision 0971), streamed one by one.
 *
 * Order: the database first, then the files. Files are written before their row and never
 * changed, so every file a backed-up row names is already on disk when the files are copied;
 * only a file deleted during the copy window can be missing, and restore reports such gaps.
 * PGlite is one process's database: back it up and restore it with the portal stopped.
 * PostgreSQL is dumped online (pg_dump takes a consistent snapshot); restore with portals stopped.
 */
import { execFile } from "node:child_process";
import { cpSync, createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { createDiskStorage, type FileStorage } from "../files/storage";

const run = promisify(execFile);

export interface BackupTarget {
  /** DATA_DIR: holds `pglite/` (embedded database) and `uploads/` */
  dataDir: string;
  /** PostgreSQL instead of PGlite */
  databaseUrl?: string;
  /** PostgreSQL schema to cover (default: the whole database) */
  schema?: string;
  /** where the uploaded files are (default: DATA_DIR/uploads) */
  storage?: FileStorage;
}

const storageOf = (target: BackupTarget) => target.storage ?? createDiskStorage(path.join(target.dataDir, "uploads"));

export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: "pglite" | "postgres";
  files: number;
  bytes: number;
}

const MANIFEST = "manifest.json";
const DUMP = "database.pgdump";

function listFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((name) => statSync(path.join(dir, name)).isFile()).sort() : [];
}

async function pgTool(tool: "pg_dump" | "pg_restore", args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === "ENOENT") throw new Error(`${tool} was not found: install the PostgreSQL client tools (Debian: postgresql-client) matching the server's major version.`);
    throw error;
  }
}

/** Writes a backup into `outDir` (created; must not exist yet) and returns its manifest. */
export async function createBackup(target: BackupTarget, outDir: string): Promise<BackupManifest> {
  if (existsSync(outDir)) throw new Error(`${outDir} exists already; a backup never overwrites one.`);
  const pglite = path.join(target.dataDir, "pglite");
  if (!target.databaseUrl && !existsSync(pglite)) throw new Error(`No PGlite database under ${pglite}.`);
  mkdirSync(outDir, { recursive: true });
  if (target.databaseUrl) {
    await pgTool("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", ...(target.schema ? [`--schema=${target.schema}`] : []), `--file=${path.join(outDir, DUMP)}`, target.databaseUrl]);
  } else {
    cpSync(pglite, path.join(outDir, "pglite"), { recursive: true });
  }
  const storage = storageOf(target);
  const names = (await storage.list("")).sort();
  mkdirSync(path.join(outDir, "uploads"));
  let bytes = 0;
  for (const name of names) {
    const { body, size } = await storage.read(name);
    await pipeline(body, createWriteStream(path.join(outDir, "uploads", name)));
    bytes += size;
  }
  const manifest: BackupManifest = { format: 1, createdAt: new Date().toISOString(), database: target.databaseUrl ? "postgres" : "pglite", files: names.length, bytes };
  writeFileSync(path.join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Replaces the database and the uploaded files with the backup in `fromDir`. */
export async function restoreBackup(target: BackupTarget, fromDir: string): Promise<BackupManifest> {
  const manifest = JSON.parse(readFileSync(path.join(fromDir, MANIFEST), "utf8")) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`Unknown backup format ${String(manifest.format)}.`);
  const kind = target.databaseUrl ? "postgres" : "pglite";
  if (manifest.database !== kind) throw new Error(`This backup holds a ${manifest.database} database; the target is ${kind}.`);
  if (target.databaseUrl) {
    await pgTool("pg_restore", ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction", `--dbname=${target.databaseUrl}`, path.join(fromDir, DUMP)]);
  } else {
    const pglite = path.join(target.dataDir, "pglite");
    rmSync(pglite, { recursive: true, force: true });
    cpSync(path.join(fromDir, "pglite"), pglite, { recursive: true });
  }
  // The store ends holding exactly the backed-up files: later ones go, the backed-up ones come back.
  const storage = storageOf(target);
  const kept = listFiles(path.join(fromDir, "uploads"));
  const keep = new Set(kept);
  for (const name of await storage.list("")) if (!keep.has(name)) await storage.remove(name);
  for (const name of kept) await storage.write(name, createReadStream(path.join(fromDir, "uploads", name)));
  return manifest;
}
