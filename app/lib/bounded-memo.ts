/**
 * A pure function of a string, remembered: for answers the server computes again and again on every
 * page (the same dates, the same link targets). Bounded: when full, it starts over, which costs one
 * recomputation per key and never grows past `max` entries.
 */
export function boundedMemo<T>(compute: (key: string) => T, max: number): (key: string) => T {
  const answers = new Map<string, T>();
  return (key) => {
    let answer = answers.get(key);
    if (answer === undefined && !answers.has(key)) {
      if (answers.size >= max) answers.clear();
      answers.set(key, (answer = compute(key)));
    }
    return answer as T;
  };
}
