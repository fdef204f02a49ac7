/** One label/value pair of a detail screen's <dl>; an empty value reads "–". */
import type { ReactNode } from "react";

export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd>{children || "–"}</dd>
    </div>
  );
}
