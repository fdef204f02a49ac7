/**
 * A real SMTP server for contract tests (smtp-server): the raw messages it received, and a stop
 * and restart on the same port to play a mail server that is away for a while.
 */
import { createServer } from "node:net";
import { SMTPServer } from "smtp-server";
import { createMailer, type Mailer } from "../../server/api/mail/mailer";

export interface TestSmtp {
  port: number;
  /** raw messages, in the order they arrived */
  received: string[];
  /** a mailer that delivers here */
  mailer: Mailer;
  stop(): Promise<void>;
  /** listens again on the same port */
  restart(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function startSmtp(): Promise<TestSmtp> {
  const port = await freePort();
  const received: string[] = [];
  let server: SMTPServer | undefined;
  const listen = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        let raw = "";
        stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
        stream.on("end", () => {
          received.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
  };
  await listen();
  return {
    port,
    received,
    mailer: createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: "/nonexistent", from: "portal@example.com", log: () => {} }),
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    restart: listen,
  };
}

/** Waits until `received` holds more than `count` messages (or gives up after `ms`). */
export async function waitForMails(received: readonly string[], count: number, ms = 5000): Promise<void> {
  for (let waited = 0; received.length < count && waited < ms; waited += 50) await new Promise((r) => setTimeout(r, 50));
}
