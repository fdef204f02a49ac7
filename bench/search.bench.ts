/**
 * Issue 10 "Header search: ≤ 5 ms per keystroke over an index of 10,000 items". The search drawer
 * runs the matcher over all areas of the index after each keystroke; here one bench iteration is
 * one keystroke of typing TYPED_TERMS letter by letter, so the printed mean is the time per
 * keystroke. The index is the same object throughout, as the browser's cached copy is.
 * Measured, not asserted: `npm run bench:search` (bench/README.md keeps the figures).
 */
import { bench, describe } from "vitest";
import { search } from "../app/lib/search/matcher";
import { keystrokes, searchFixture, TYPED_TERMS } from "./search-fixture";

const index = searchFixture();
const typed = keystrokes();
let next = 0;

describe("header search over 10,000 entries (ms per keystroke)", () => {
  bench(`typing ${TYPED_TERMS.map((t) => `"${t}"`).join(", ")} (${typed.length} keystrokes, all areas)`, () => {
    search(index, typed[next++ % typed.length]!, "all");
  });
  bench("the worst keystroke: a term no entry holds, every area scanned to its end", () => {
    search(index, TYPED_TERMS[TYPED_TERMS.length - 1]!, "all");
  });
});
