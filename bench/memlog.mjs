// Preloaded into the portal to split its resident memory while bench/soak.mjs runs:
//   node --import ./bench/memlog.mjs server-build/index.js     (MEMLOG_FILE, default ./memlog.txt)
// One line every 10 s: rss, V8 heap total/used, external (PGlite's WASM memory lives there).
import fs from "node:fs";
const file = process.env.MEMLOG_FILE ?? "memlog.txt";
const mb = (n) => Math.round(n / 1048576);
setInterval(() => {
  const m = process.memoryUsage();
  fs.appendFileSync(file, `${new Date().toISOString()} rss ${mb(m.rss)} heapTotal ${mb(m.heapTotal)} heapUsed ${mb(m.heapUsed)} external ${mb(m.external)} arrayBuffers ${mb(m.arrayBuffers)}\n`);
}, 10_000).unref();
