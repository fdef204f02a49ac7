import { eq, sql, type SQL } from "drizzle-orm";
import { alias, boolean, date, integer, PgDialect, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { ApiError } from "../http/errors";
import { compileItemsQuery, germanOrder } from "./compile";
import { MAX_CONDITIONS, MAX_DEPTH, MAX_LIMIT, parseItemsQuery, pickFields, type QuerySpec } from "./query";

const things = pgTable("things", {
  id: integer("id").primaryKey(),
  companyId: integer("company_id").notNull(),
  name: text("name").notNull(),
  rating: integer("rating"),
  active: boolean("active"),
  day: date("day", { mode: "string" }),
  at: timestamp("at", { withTimezone: true }),
  file: uuid("file"),
  owner: text("owner"),
});
const owner = alias(pgTable("owners", { id: text("id"), name: text("name") }), "owner");

const spec: QuerySpec = {
  fields: {
    id: { column: things.id, type: "integer" },
    name: { column: things.name, type: "string", orderBy: germanOrder(things.name) },
    rating: { column: things.rating, type: "integer" },
    active: { column: things.active, type: "boolean" },
    day: { column: things.day, type: "date" },
    at: { column: things.at, type: "datetime" },
    file: { column: things.file, type: "uuid" },
    owner: { column: things.owner, type: "string", relation: { id: { column: owner.id, type: "string" }, name: { column: owner.name, type: "string" } } },
    tags: { type: "json" },
  },
  defaultSort: ["id"],
};

const dialect = new PgDialect();
const scope = eq(things.companyId, 7);
/** The compiled WHERE as SQL text and parameters. */
function where(query: string, s: QuerySpec = spec) {
  const compiled = compileItemsQuery(s, parseItemsQuery(s, new URLSearchParams(query)), scope);
  const { sql: text, params } = dialect.sqlToQuery(compiled.where!);
  return { sql: text, params };
}
function refused(query: string, s: QuerySpec = spec): string {
  try {
    parseItemsQuery(s, new URLSearchParams(query));
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("INVALID_QUERY");
    expect((error as ApiError).status).toBe(400);
    return (error as ApiError).message;
  }
  throw new Error(`accepted: ${query}`);
}
const json = (filter: unknown) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

describe("filter operators", () => {
  it("compiles each operator, the scope always first and ANDed", () => {
    expect(where("filter[rating][_eq]=3")).toEqual({ sql: '("things"."company_id" = $1 and "things"."rating" = $2)', params: [7, 3] });
    expect(where("filter[rating][_neq]=3").sql).toContain('"things"."rating" <> $2');
    expect(where("filter[rating][_in]=1,2").params).toEqual([7, 1, 2]);
    expect(where("filter[rating][_in]=1,2").sql).toContain('"things"."rating" in ($2, $3)');
    expect(where("filter[rating][_nin][]=1&filter[rating][_nin][]=2").sql).toContain('"things"."rating" not in ($2, $3)');
    expect(where("filter[rating][_null]=true").sql).toContain('"things"."rating" is null');
    expect(where("filter[rating][_null]=false").sql).toContain('"things"."rating" is not null');
    expect(where("filter[rating][_nnull]=true").sql).toContain('"things"."rating" is not null');
    expect(where("filter[rating][_gte]=2").sql).toContain('"things"."rating" >= $2');
    expect(where("filter[day][_lte]=2026-12-31")).toMatchObject({ params: [7, "2026-12-31"] });
    expect(where(json({ rating: { _eq: null } })).sql).toContain('"things"."rating" is null');
    expect(where(json({ rating: { _neq: null } })).sql).toContain('"things"."rating" is not null');
  });

  it("takes the % and _ of _contains literally, case-sensitive like Directus", () => {
    expect(where("filter[name][_contains]=50%_a")).toEqual({
      sql: '("things"."company_id" = $1 and "things"."name" like $2)',
      params: [7, "%50\\%\\_a%"],
    });
  });

  it("answers nothing for an empty _in and everything for an empty _nin", () => {
    expect(where(json({ rating: { _in: [] } })).sql).toContain("false");
    expect(where(json({ rating: { _nin: [] } })).sql).toBe('"things"."company_id" = $1');
  });

  it("nests _and and _or, in the JSON and the bracket form alike", () => {
    const filter = { _or: [{ name: { _eq: "A" } }, { _and: [{ rating: { _gte: 2 } }, { active: { _eq: true } }] }] };
    const expected = {
      sql: '("things"."company_id" = $1 and ("things"."name" = $2 or ("things"."rating" >= $3 and "things"."active" = $4)))',
      params: [7, "A", 2, true],
    };
    expect(where(json(filter))).toEqual(expected);
    expect(where("filter[_or][0][name][_eq]=A&filter[_or][1][_and][0][rating][_gte]=2&filter[_or][1][_and][1][active][_eq]=true")).toEqual(expected);
  });

  it("ANDs the JSON and bracket forms and several fields of one object", () => {
    const { sql: text } = where(`${json({ name: { _eq: "A" }, rating: { _lte: 4 } })}&filter[active][_eq]=false`);
    expect(text).toBe('("things"."company_id" = $1 and (("things"."name" = $2 and "things"."rating" <= $3) and "things"."active" = $4))');
  });

  it("filters on a relation's field", () => {
    expect(where("filter[owner][name][_eq]=Sommer").sql).toContain('"owner"."name" = $2');
    expect(where("filter[owner][_eq]=o1").sql).toContain('"things"."owner" = $2');
  });

  it("an _or in the filter cannot widen the scope", () => {
    const { sql: text } = where(json({ _or: [{ id: { _eq: 1 } }, { id: { _nnull: true } }] }));
    expect(text.startsWith('("things"."company_id" = $1 and (')).toBe(true);
  });

  it("coerces values to the field's type", () => {
    expect(where("filter[active][_eq]=1").params).toEqual([7, true]);
    expect(where("filter[file][_eq]=0F8FAD5B-D9CB-469F-A165-70867728950E").params).toEqual([7, "0f8fad5b-d9cb-469f-a165-70867728950e"]);
    expect(where("filter[at][_gte]=2026-01-31T10:00:00Z").params).toEqual([7, "2026-01-31T10:00:00.000Z"]);
    expect(where(json({ name: { _eq: 12 } })).params).toEqual([7, "12"]);
  });
});

describe("refusals name the offending path", () => {
  it.each([
    ["filter[nope][_eq]=1", "filter.nope: unknown field"],
    [json({ _and: [{ name: { _eq: "a" } }, { secret: { _eq: 1 } }] }), "filter._and.1.secret: unknown field"],
    ["filter[owner][secret][_eq]=1", "filter.owner.secret: unknown field"],
    ["filter[name][_regex]=a", "filter.name._regex: unknown operator"],
    ["filter[_not][name][_eq]=a", "filter._not: unknown operator"],
    ["filter[rating][_gte]=abc", "filter.rating._gte: must be a whole number"],
    ["filter[rating][_eq]=2147483648", "filter.rating._eq: must be a whole number"],
    ["filter[day][_gte]=2026-02-30", "filter.day._gte: must be a date"],
    ["filter[at][_lte]=gestern", "filter.at._lte: must be a date and time"],
    ["filter[file][_eq]=1", "filter.file._eq: must be a UUID"],
    ["filter[active][_eq]=ja", "filter.active._eq: must be true or false"],
    ["filter[active][_gte]=true", "filter.active._gte: not for boolean fields"],
    ["filter[rating][_contains]=1", "filter.rating._contains: only for text fields"],
    ["filter[rating][_null]=vielleicht", "filter.rating._null: must be true or false"],
    ["filter[tags][_eq]=a", "filter.tags: cannot be filtered"],
    [json({ rating: { _in: { a: 1 } } }), "filter.rating._in: must be a list"],
    [json({ name: "A" }), "filter.name: needs an operator"],
    [json({ _or: [] }), "filter._or: must be a non-empty list"],
    [json([1]), "filter: must be an object"],
    ["filter={nope", "filter: not valid JSON"],
    ["filter[name][_eq]=a&filter[name][_eq]=b", "given twice"],
    ["filter[__proto__][_eq]=1", "filter.__proto__: unknown field"],
    [json(JSON.parse('{"__proto__": {"_eq": 1}}')), "filter.__proto__: unknown field"],
    ["deep[owner][_limit]=1", "deep[owner][_limit]: unknown query parameter"],
    ["limit=1&limit=2", "limit: given more than once"],
  ])("%s", (query, message) => {
    expect(refused(query)).toContain(message);
  });

  it("refuses text PostgreSQL cannot store", () => {
    expect(refused("filter[name][_eq]=a%00b")).toContain("unreadable text");
    expect(() => parseItemsQuery(spec, { search: ["halb\uD800"] })).toThrow("unreadable text");
  });
});

describe("limits against hostile input", () => {
  it("refuses a filter nested deeper than MAX_DEPTH", () => {
    let filter: unknown = { name: { _eq: "a" } };
    for (let i = 0; i <= MAX_DEPTH; i++) filter = { _and: [filter] };
    expect(refused(json(filter))).toContain("nested deeper");
  });

  it("refuses more than MAX_CONDITIONS conditions", () => {
    const many = Array.from({ length: MAX_CONDITIONS + 1 }, (_, i) => ({ rating: { _eq: i } }));
    expect(refused(json({ _or: many }))).toContain("filter");
    expect(() => parseItemsQuery(spec, new URLSearchParams(json({ _or: many.slice(1) })))).not.toThrow();
  });

  it("refuses over-long values, lists and parameters", () => {
    expect(refused(`filter[name][_eq]=${"x".repeat(1001)}`)).toContain("too long");
    expect(refused(json({ rating: { _in: Array.from({ length: 501 }, (_, i) => i) } }))).toContain("more than 500 values");
    expect(refused(`search=${"x".repeat(201)}`)).toContain("search: too long");
    expect(refused(`filter=${"x".repeat(20_001)}`)).toContain("too long");
    expect(refused(`filter${"[a]".repeat(13)}=1`)).toContain("nested too deeply");
  });
});

describe("limit, offset, sort, fields, search, meta", () => {
  const parse = (query: string, s: QuerySpec = spec) => parseItemsQuery(s, new URLSearchParams(query));

  it("limit -1 means all up to maxLimit; no limit means the spec's default", () => {
    expect(parse("limit=-1").limit).toBe(MAX_LIMIT);
    expect(parse("").limit).toBe(MAX_LIMIT);
    expect(parse("limit=25&offset=50")).toMatchObject({ limit: 25, offset: 50 });
    expect(parse("limit=-1", { ...spec, maxLimit: 200 }).limit).toBe(200);
    expect(parse("", { ...spec, defaultLimit: 100 }).limit).toBe(100);
    expect(refused("limit=10001")).toContain("limit: must be a whole number from 0 to 10000");
    expect(refused("limit=-2")).toContain("limit:");
    expect(refused("limit=1.5")).toContain("limit:");
    expect(refused("offset=-1")).toContain("offset:");
  });

  it("sorts by the given fields, then the default order as tie-breaker", () => {
    const order = (query: string) =>
      compileItemsQuery(spec, parse(query), undefined).orderBy.map((o: SQL) => dialect.sqlToQuery(o).sql);
    expect(order("")).toEqual(['"things"."id" asc']);
    expect(order("sort=-rating,owner.name")).toEqual(['"things"."rating" desc', '"owner"."name" asc', '"things"."id" asc']);
    expect(order("sort=-id")).toEqual(['"things"."id" desc']);
    expect(order("sort=name")[0]).toBe(`replace(translate(lower("things"."name"), 'äöü', 'aou'), 'ß', 'ss') asc`);
    expect(refused("sort=nope")).toContain("sort.nope: unknown field");
    expect(refused("sort=tags")).toContain("sort.tags: cannot be sorted");
    expect(refused("sort=name,-name")).toContain("given twice");
    expect(refused("sort=owner.secret")).toContain("sort.owner.secret: unknown field");
  });

  it("selects fields, dotted paths into relations and *", () => {
    const item = { id: 1, name: "A", owner: { id: "o1", name: "Sommer" }, tags: [{ id: 1, label: "x" }] };
    expect(pickFields(item, parse("fields=id,name").fields)).toEqual({ id: 1, name: "A" });
    expect(pickFields(item, parse("fields=id,owner.name").fields)).toEqual({ id: 1, owner: { name: "Sommer" } });
    expect(pickFields(item, parse("fields=*,owner.id").fields)).toEqual({ ...item, owner: { id: "o1" } });
    expect(pickFields(item, parse("fields=owner.*").fields)).toEqual({ owner: item.owner });
    expect(pickFields(item, parse("fields[]=id&fields[]=tags").fields)).toEqual({ id: 1, tags: item.tags });
    expect(pickFields({ ...item, owner: null }, parse("fields=owner.name").fields)).toEqual({ owner: null });
    expect(pickFields(item, parse("").fields)).toBe(item);
    expect(refused("fields=id,secret")).toContain("fields.secret: unknown field");
    expect(refused("fields=name.x")).toContain("fields.name: is not a relation");
    expect(refused("fields=owner.secret")).toContain("fields.owner.secret: unknown field");
    expect(refused("fields=id,,name")).toContain("empty field name");
  });

  it("searches the spec's text fields case-insensitively, wildcards literal", () => {
    const s = { ...spec, search: ["name", "owner.name"] };
    expect(where("search=50%", s)).toEqual({
      sql: '("things"."company_id" = $1 and ("things"."name"::text ilike $2 or "owner"."name"::text ilike $3))',
      params: [7, "%50\\%%", "%50\\%%"],
    });
    // default: every filterable text field (name, owner)
    expect(where("search=a").sql).toContain('"things"."name"::text ilike $2 or "things"."owner"::text ilike $3');
    expect(parse("search=").search).toBeNull();
    expect(refused("search=a", { fields: { id: { column: things.id, type: "integer" } }, defaultSort: ["id"] })).toContain("cannot be searched");
  });

  it("reads meta", () => {
    expect(parse("meta=total_count").meta).toEqual(["total_count"]);
    expect(parse("meta=*").meta).toEqual(["total_count", "filter_count"]);
    expect(parse("meta=filter_count,total_count").meta).toEqual(["filter_count", "total_count"]);
    expect(refused("meta=everything")).toContain("meta.everything: unknown");
  });

  it("reads Hono's c.req.queries() the same as URLSearchParams", () => {
    expect(parseItemsQuery(spec, { "filter[rating][_eq]": ["3"], sort: ["-id"] })).toEqual(parse("filter[rating][_eq]=3&sort=-id"));
  });

  it("keeps an SQL expression field's values as parameters", () => {
    const s: QuerySpec = { fields: { label: { column: sql`upper(${things.name})`, type: "string" } }, defaultSort: ["label"] };
    expect(where("filter[label][_eq]=A", s)).toEqual({ sql: '("things"."company_id" = $1 and upper("things"."name") = $2)', params: [7, "A"] });
  });
});
