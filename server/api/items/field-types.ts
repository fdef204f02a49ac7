/**
 * The query type of a described field (decisions 0720, 0741, 0956): by its input kind, for the
 * collections' and the entities' query specs alike; a field the form does not edit (input
 * "none") by its stored rule.
 */
import { z } from "zod";
import type { FieldSpec, InputKind } from "../contract/describe";
import type { FieldType } from "./query";

const BY_INPUT: Record<Exclude<InputKind, "none">, FieldType> = {
  text: "string",
  textarea: "string",
  email: "string",
  tel: "string",
  url: "string",
  select: "string",
  lookup: "string",
  number: "integer",
  money: "integer",
  contact: "integer",
  choice: "integer",
  address: "integer",
  date: "date",
  datetime: "datetime",
  checkbox: "boolean",
  icon: "uuid",
  image: "uuid",
  tags: "json",
  relations: "json",
  productGroups: "json",
  lookups: "json",
  choices: "json",
};

export function queryTypeOf(spec: FieldSpec): FieldType {
  if (spec.input !== "none") return BY_INPUT[spec.input];
  if (spec.schema instanceof z.ZodNumber) return "integer";
  if (spec.schema instanceof z.ZodBoolean) return "boolean";
  return spec.schema instanceof z.ZodString || spec.schema instanceof z.ZodEnum ? "string" : "json";
}
