/**
 * A process that queues mails and dies holding some of them (tests/api/jobs.test.ts): it queues
 * JOBS_COUNT mails, claims JOBS_CLAIM of them with a mail server that never answers, says
 * "claimed" and waits for its SIGKILL. Run with `node --import tsx`.
 */
import { openDatabase } from "../../server/api/db/client";
import { createJobQueue } from "../../server/api/jobs/queue";
import { createJobWorker } from "../../server/api/jobs/worker";
import { queueMail } from "../../server/api/mail/send";

const env = (name: string) => process.env[name] ?? "";
const now = () => new Date(env("JOBS_NOW"));

const database = await openDatabase({ dataDir: env("JOBS_DATA_DIR"), databaseUrl: env("JOBS_DATABASE_URL") || undefined, schema: env("JOBS_SCHEMA") || undefined });
const jobs = createJobQueue(database, now);
for (let i = 0; i < Number(env("JOBS_COUNT")); i++) {
  await queueMail({ jobs }, { language: "de", to: `crash-${i}@example.com`, subject: `Vor dem Absturz ${i}`, text: "Guten Tag", link: "" });
}
const claim = Number(env("JOBS_CLAIM"));
let sending = 0;
const worker = createJobWorker(
  {
    db: database,
    now,
    mailer: {
      send: () => {
        if (++sending === claim) process.stdout.write("claimed\n");
        return new Promise(() => {}); // the mail server never answers; the process is killed meanwhile
      },
    },
    storage: undefined as never,
    jwtSecret: "child-secret-0123456789abcdef0123456789",
    accessTokenTtl: 900,
    refreshTokenTtl: 3600,
    refreshGraceSeconds: 10,
    loginRateLimit: { max: 10, windowSeconds: 900 },
    trustForwardedFor: false,
    linkOrigins: ["http://localhost:3000"],
  },
  { concurrency: claim },
);
void worker.drain();
