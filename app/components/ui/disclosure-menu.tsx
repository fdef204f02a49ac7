/**
 * A header dropdown built on <details>/<summary>: it opens by keyboard and without JavaScript.
 * With JavaScript, Escape and a click outside close it.
 */
import { useEffect, useRef, type ReactNode } from "react";

export function DisclosureMenu({
  summary,
  summaryLabel,
  children,
  align = "right",
}: {
  summary: ReactNode;
  summaryLabel: string;
  children: ReactNode;
  align?: "left" | "right";
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && details.open) {
        details.open = false;
        details.querySelector("summary")?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, []);
  return (
    <details ref={ref} className="relative">
      <summary aria-label={summaryLabel} className="flex h-control cursor-pointer items-center gap-2 rounded-md px-2 text-slate-700 hover:bg-slate-100">
        {summary}
      </summary>
      <div className={`absolute ${align === "right" ? "right-0" : "left-0"} z-30 mt-2 w-72 rounded-md border border-slate-200 bg-white py-2 shadow-lg`}>
        {children}
      </div>
    </details>
  );
}
