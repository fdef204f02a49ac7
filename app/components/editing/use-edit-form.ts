/**
 * The conform form of an edit screen wired to the editing machinery: the form id follows the
 * record's version (see editFormId), the action's reply is applied (the typed input stays after a
 * refused save), and after a conflict `reloadHref` offers the current version.
 */
import { useForm } from "@conform-to/react";
import { useActionData, useLocation, useNavigation } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { editFormId } from "~/lib/editing/form-id";

type DefaultValueOf<Schema extends Record<string, unknown>> = NonNullable<Parameters<typeof useForm<Schema>>[0]["defaultValue"]>;

export function useEditForm<Schema extends Record<string, unknown>>(options: {
  kind: string;
  record: { id: number; version: number } | null;
  defaultValue: DefaultValueOf<Schema>;
  required: readonly (keyof Schema & string)[];
}) {
  const actionData = useActionData<{ result: SubmissionResult<string[]>; conflict: boolean }>();
  const { pathname } = useLocation();
  const saving = useNavigation().state === "submitting";
  const [form, fields] = useForm<Schema>({
    id: editFormId(options.kind, options.record),
    lastResult: actionData?.result,
    defaultValue: options.defaultValue,
    constraint: Object.fromEntries(options.required.map((name) => [name, { required: true }])),
  });
  return { form, fields, saving, reloadHref: actionData?.conflict ? pathname : undefined };
}
