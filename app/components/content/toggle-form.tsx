/**
 * A one-button form post that flips a flag (favorite, important): works without JavaScript; with
 * it, a fetcher shows the new state at once (optimistic) while the action runs.
 */
import { useFetcher } from "@remix-run/react";
import type { ReactNode } from "react";

export function ToggleForm({
  intent,
  idName,
  id,
  flag,
  on,
  className,
  label,
  children,
}: {
  intent: string;
  idName: string;
  id: number;
  /** name of the posted flag ("true" turns it on) */
  flag: string;
  on: boolean;
  className: string;
  label?: (shown: boolean) => string;
  children: (shown: boolean) => ReactNode;
}) {
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get(flag);
  const shown = pending ? pending === "true" : on;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={idName} value={id} />
      <input type="hidden" name={flag} value={shown ? "false" : "true"} />
      <button type="submit" aria-pressed={shown} aria-label={label?.(shown)} className={className}>
        {children(shown)}
      </button>
    </fetcher.Form>
  );
}
