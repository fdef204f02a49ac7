/** A flash message shown once after a redirect (set by actions, read by the root loader). */
export type ToastKind = "success" | "error" | "info";
export interface Toast {
  kind: ToastKind;
  message: string;
}
