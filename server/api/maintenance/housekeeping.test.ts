import { afterEach, describe, expect, it, vi } from "vitest";
import { scheduleHousekeeping } from "./housekeeping";

const NONE = { sessions: 0, loginFailures: 0, passwordLinks: 0, emailLinks: 0, setupLinks: 0, jobs: 0, signInRecords: 0, auditEntries: 0, outboxMails: 0 };

afterEach(() => {
  vi.useRealTimers();
});

describe("scheduleHousekeeping", () => {
  it("runs soon after start, then every interval, logs a failure instead of throwing, and stops", async () => {
    vi.useFakeTimers();
    const results = [new Error("database gone"), { ...NONE, sessions: 1, loginFailures: 2 }];
    const task = vi.fn(() => {
      const next = results.shift();
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next ?? NONE);
    });
    const log = vi.fn();
    const schedule = scheduleHousekeeping(task, log, 60_000);

    await vi.advanceTimersByTimeAsync(29_999);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenLastCalledWith("warn", "housekeeping failed", { error: expect.any(Error) });

    await vi.advanceTimersByTimeAsync(30_000);
    expect(task).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenLastCalledWith("info", "housekeeping done", { ...NONE, sessions: 1, loginFailures: 2 });

    schedule.stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(task).toHaveBeenCalledTimes(2);
  });
});
