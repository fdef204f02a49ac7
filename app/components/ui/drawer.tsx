/**
 * A side drawer whose open state lives in the URL (`?panel=…`), so it renders without
 * JavaScript. With JavaScript it also takes focus, keeps Tab inside, and closes on Escape.
 */
import { useNavigate } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "~/i18n";
import { Icon } from "./icon";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

export function Drawer({
  id,
  title,
  closeTo,
  side = "right",
  initialFocus,
  children,
}: {
  id: string;
  title: string;
  /** the current URL without the panel parameter */
  closeTo: string;
  side?: "left" | "right";
  /** selector of the element to focus on opening (default: the title) */
  initialFocus?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = panel.current;
    if (!node) return;
    const previous = document.activeElement as HTMLElement | null;
    (node.querySelector<HTMLElement>(initialFocus ?? "h2") ?? node.querySelector<HTMLElement>("h2"))?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        navigate(closeTo, { replace: true, preventScrollReset: true });
        return;
      }
      if (event.key !== "Tab") return;
      const items = Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      previous?.focus?.();
    };
  }, [closeTo, navigate, initialFocus]);

  return (
    <div className="fixed inset-0 z-40">
      <Link to={closeTo} replace preventScrollReset className="absolute inset-0 bg-slate-900/40" tabIndex={-1} aria-hidden="true" />
      <div
        ref={panel}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        className={`absolute inset-y-0 ${side === "right" ? "right-0" : "left-0"} flex w-[min(24rem,100vw)] flex-col bg-white shadow-xl`}
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
          <h2 id={`${id}-title`} tabIndex={-1} className="text-lg font-semibold">
            {title}
          </h2>
          <Link to={closeTo} replace preventScrollReset className="rounded p-2 text-slate-600 hover:bg-slate-100" aria-label={t("settings.close")}>
            <Icon name="close" />
          </Link>
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
      </div>
    </div>
  );
}
