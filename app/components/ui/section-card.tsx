/** A titled white card of a settings screen: heading (the region's name), an intro line, the content. */
import type { ReactNode } from "react";

export function SectionCard({ id, heading, intro, className = "", children }: { id: string; heading: string; intro?: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className={`rounded-lg bg-white p-6 shadow-sm ${className}`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {heading}
      </h2>
      {intro ? <p className="mt-1 text-sm text-slate-600">{intro}</p> : null}
      {children}
    </section>
  );
}
