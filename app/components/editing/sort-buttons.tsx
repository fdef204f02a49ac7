/**
 * "nach oben" / "nach unten" for one list entry: plain form posts (intent "sort", item, to) that
 * work without JavaScript and by keyboard. Drag and drop (useDragSort) is an enhancement that
 * submits the very same form data.
 */
import { Form, useSubmit } from "@remix-run/react";
import { useState, type DragEvent } from "react";
import { useTranslation } from "~/i18n";
import { buttonClass } from "../ui/button";

export function SortButtons({
  item,
  previous,
  next,
  name,
  intent = "sort",
  fields = {},
}: {
  item: number | string;
  previous?: number | string;
  next?: number | string;
  name: string;
  /** the action's intent (a gallery sorts its images with its own) */
  intent?: string;
  /** further hidden fields of the form (which gallery of an entry) */
  fields?: Record<string, string | number>;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-1">
      {[
        { to: previous, label: t("masterdata.moveUp"), aria: t("masterdata.moveUpLabel", { name }) },
        { to: next, label: t("masterdata.moveDown"), aria: t("masterdata.moveDownLabel", { name }) },
      ].map(({ to, label, aria }) =>
        to === undefined ? (
          <span key={label} className={buttonClass("ghost", "sm", "invisible")} aria-hidden="true">
            {label}
          </span>
        ) : (
          <Form key={label} method="post" preventScrollReset>
            <input type="hidden" name="intent" value={intent} />
            <input type="hidden" name="item" value={item} />
            <input type="hidden" name="to" value={to} />
            {Object.entries(fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" className={buttonClass("secondary", "sm")} aria-label={aria}>
              {label}
            </button>
          </Form>
        ),
      )}
    </div>
  );
}

/** Drag-and-drop rows (JavaScript only): dropping row A on row B posts {intent: sort, item: A, to: B}. */
export function useDragSort() {
  const submit = useSubmit();
  const [dragged, setDragged] = useState<string | null>(null);
  return (id: number | string) => ({
    draggable: true,
    onDragStart: (e: DragEvent) => {
      setDragged(String(id));
      e.dataTransfer.effectAllowed = "move";
    },
    onDragOver: (e: DragEvent) => {
      if (dragged !== null) e.preventDefault();
    },
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      if (dragged !== null && dragged !== String(id)) {
        submit({ intent: "sort", item: dragged, to: String(id) }, { method: "post", preventScrollReset: true });
      }
      setDragged(null);
    },
    onDragEnd: () => setDragged(null),
  });
}
