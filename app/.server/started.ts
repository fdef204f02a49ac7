/**
 * Loaders start their guard and their API calls together (no waterfall). Whatever is evaluated
 * after the first promise started — a query value read strictly, a parameter checked — must not
 * throw past it: that promise's rejection (the guard's redirect to sign in, an API refusal) would
 * then be awaited by no one, and Node ends the process (issue 40, decision 0960). `started` turns a
 * synchronous throw into a rejected promise; `allStarted` starts each task so and awaits them all.
 */
export function started<T>(task: () => T | PromiseLike<T>): Promise<T> {
  return new Promise<T>((resolve) => resolve(task()));
}

type Results<T extends readonly (() => unknown)[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

export function allStarted<T extends readonly (() => unknown)[]>(...tasks: T): Promise<Results<T>> {
  return Promise.all(tasks.map((task) => started(task))) as Promise<Results<T>>;
}
