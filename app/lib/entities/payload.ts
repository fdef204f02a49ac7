/**
 * Payload preparation of spec §5 for the described master-data entities (decision 0527): the
 * edit form's values become the POST / PATCH body — the fields the description lets this write
 * carry (create-only ones only on a create), emptied fields sent as null ([] for lists) by
 * comparing with the record as loaded, loaded objects (a lookup, a file, an account) reduced to
 * their ids, and the loaded version on updates.
 */
import { payloadValueOf, writableFields, type Fields } from "#contract/describe";
import { preparePayload } from "../editing/payload";

type Row = Record<string, unknown>;

export function entityPayload(d: { fields: Fields }, form: Row, loaded: Row | null): Row {
  const { version, ...values } = form;
  const names = writableFields(d, loaded ? "update" : "create").filter((name) => d.fields[name]!.input !== "none");
  const pick = (source: Row, map: (v: unknown) => unknown = (v) => v) => Object.fromEntries(names.filter((n) => n in source).map((n) => [n, map(source[n])]));
  const payload = preparePayload(pick(values), { loaded: loaded ? pick(loaded, payloadValueOf) : undefined });
  return loaded ? { ...payload, version } : payload;
}
