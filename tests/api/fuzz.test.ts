/**
 * Property-based fuzzing of every API write endpoint (issue 9): seeded, so a failure replays.
 * Generated bodies — wrong types, huge strings, NUL and lone surrogates, out-of-range numbers,
 * extra fields — and generated path ids go to every POST, PATCH and DELETE route read from the
 * route table, as an HP and as an LF user. No answer may be a 5xx, and an answer that refuses
 * (4xx) must leave every table as it was.
 *
 * FUZZ_RUNS sets the number of requests (default 1,000; `npm run test:fuzz` runs 20,000),
 * FUZZ_SEED replays a reported seed.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../../server/api/app";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { trackTableDigests, useTestApi } from "./fixture";

const t = useTestApi();
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

/** Routes whose effect needs no valid body (signing out, ending all sessions) are not fuzzed. */
const NOT_FUZZED = new Set(["POST /api/auth/logout", "POST /api/extranet/users/me/sessions/revoke-all"]);
/** Tables that reads or refusals write by design: session use times, failed sign-in counters. */
const VOLATILE = ["auth_sessions", "refresh_tokens", "login_failures"];
let digest: () => Promise<Map<string, string>>;

/** Field names the endpoints know, so generated objects reach past the first "unknown key". */
const FIELDS = [
  "first_name", "last_name", "email", "password", "current_password", "version", "status", "name", "city", "street", "zip",
  "country", "phone", "title", "position", "gender", "department", "participants", "calendar_event", "sleepover", "acceptance",
  "favorite_brands", "portal_settings", "readNews", "importantNews", "dashboard", "id", "item", "to", "property", "create",
  "delete", "definition_value_id", "permissions", "members", "editable", "opening_hours", "weekday", "from", "end_date",
  "refresh_token", "token", "reset_url", "mode", "widgets", "thumbnail", "contacts", "contact_id", "annotation", "version",
  "product_groups", "percentage", "contact_brand",
  "round", "category", "text", "images",
  "comment", "collection", "responsibleBrands", "sam_tags", "document_type", "class", "valid_from", "valid_to",
];

const DANGEROUS_STRINGS = ["", " ", "\u0000", "a\u0000b", "\uD800", "x\uDFFFy", "'; drop table users; --", "<script>alert(1)</script>", "Größe Möbel ß 🛋️", "x".repeat(20_000), "1".repeat(400)];
const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...DANGEROUS_STRINGS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 1, 2_147_483_647, 2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER, 1e308, -1e-308, 0.5),
);
const hostileLeaf = fc.oneof({ weight: 3, arbitrary: hostileString }, { weight: 2, arbitrary: hostileNumber }, fc.boolean(), fc.constant(null));
const hostileValue = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small", withCrossShrink: true }, hostileLeaf, fc.array(tie("value"), { maxLength: 4 }), tie("object")),
  object: fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 12 })), tie("value"), { maxKeys: 6 }),
})).value;
/**
 * A valid body per endpoint, so mutations of one field reach the service and the database (a
 * random object rarely gets past the first strict schema).
 */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  "POST /api/items/contact": { first_name: "Eva", last_name: "Muster", email: "eva.muster@example.com", position: "MA", gender: "F" },
  "PATCH /api/users/me": { first_name: "Katrin", last_name: "Sommer" },
  "POST /api/items/calendar_registrations": { calendar_event: 1, participants: 1, sleepover: "none", acceptance: true, annotation: "Bitte vegetarisch" },
  "POST /api/items/permission_cluster": { name: "Fachhandel Nord", permissions: ["NEWS"] },
  "POST /api/extranet/accounts": { email: "neu.kollege@example.com", first_name: "Neu", last_name: "Kollege", permissions: [], invite_url: "http://localhost:3000/login/resetpassword" },
  "POST /api/auth/password/request": { email: "haendler@example.com", reset_url: "http://localhost:3000/login/resetpassword" },
  "POST /api/extranet/users/me/password": { current_password: "falsch-geraten", password: "Neues-Passwort-2026" },
  "PATCH /api/items/customer_feedback/:id": { status: "done" },
  "POST /api/utils/sort/contact": { item: 1, to: 2 },
  // Nordholz Bad (2) is lieferant@'s: Badmöbel-level groups need shares summing to 100
  "PATCH /api/extranet/brand/:id": { product_groups: [{ id: 2, percentage: 60 }, { id: 6, percentage: 40 }] },
  "PATCH /api/files/:id": { name: "Preisliste Küche 2027", document_type: 1, sam_tags: [1], responsibleBrands: [1], class: "EKA", valid_from: "2027-01-01", valid_to: "2027-12-31" },
  "PATCH /api/extranet/brand-documents/:brandId/document/:id": { status: "approved", comment: "Geprüft, bitte veröffentlichen." },
  "POST /api/activity/comment": { collection: "documents", item: 12, comment: "Bitte Gültigkeit prüfen." },
};

/** A valid body with one field replaced by (or one extra field holding) a hostile value. */
const mutatedValidBody = (key: string) => {
  const base = VALID_BODIES[key];
  if (!base) return hostileValue;
  const field = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...Object.keys(base)) }, { weight: 1, arbitrary: fc.constantFrom(...FIELDS) });
  const value = fc.oneof({ weight: 3, arbitrary: hostileLeaf }, { weight: 1, arbitrary: hostileValue });
  return fc.tuple(field, value).map(([name, hostile]) => ({ ...base, [name]: hostile }));
};

const bodyFor = (key: string) =>
  fc.oneof(
    { weight: 3, arbitrary: mutatedValidBody(key) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 8 }) },
    { weight: 1, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.jsonValue() },
  );
const hostileId = fc.oneof(
  fc.constantFrom("1", "2", "3", "0", "-1", "2147483648", "99999999999999999999", "abc", "%00", "1.5", "3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a0b05"),
  fc.integer({ min: 1, max: 200 }).map(String),
  fc.uuid(),
);

interface Target {
  method: string;
  path: string;
}

let targets: Target[] = [];
const tokens: string[] = [];

function changed(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([name, hash]) => before.get(name) !== hash).map(([name]) => name);
}

beforeAll(async () => {
  digest = await trackTableDigests(t.database.db, VOLATILE);
  targets = [
    ...new Map(
      createApi(t.deps)
        .routes.filter((r) => ["POST", "PATCH", "DELETE"].includes(r.method) && !NOT_FUZZED.has(`${r.method} ${r.path}`))
        .map((r) => [`${r.method} ${r.path}`, { method: r.method, path: r.path }]),
    ).values(),
  ];
  for (const user of [DEMO_USERS.haendler, DEMO_USERS.lieferant]) tokens.push((await t.login(user.email)).access_token);
});

describe("fuzzing the API's write endpoints", () => {
  it(`answers ${RUNS} generated requests without a 5xx, and refusals change nothing`, async () => {
    expect(targets.length).toBeGreaterThan(20);
    let baseline = await digest();
    const seen = new Set<string>();
    const probe = async (target: Target, body: unknown, who: number, id: string) => {
      const url = target.path.replace(":brandId", encodeURIComponent(id)).replace(":id", encodeURIComponent(id));
      const res = await t.request(target.method, url, { token: tokens[who], json: body });
      await res.arrayBuffer();
      seen.add(`${target.method} ${target.path}`);
      if (res.status >= 500) throw new Error(`${target.method} ${url} answered ${res.status} for ${JSON.stringify(body).slice(0, 300)}`);
      const now = await digest();
      if (res.status >= 400) {
        const tables = changed(baseline, now);
        if (tables.length > 0) throw new Error(`${target.method} ${url} refused with ${res.status} but changed ${tables.join(", ")}`);
      }
      baseline = now;
    };
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: targets.length - 1 }).chain((which) => fc.tuple(fc.constant(which), bodyFor(`${targets[which]!.method} ${targets[which]!.path}`))),
        fc.nat({ max: tokens.length - 1 }),
        hostileId,
        async ([which, body], who, id) => probe(targets[which]!, body, who, id),
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    // Every write endpoint is probed at least once: with well over a hundred of them, a random pick
    // can miss one, so those the run did not reach get generated requests of their own.
    for (const target of targets.filter((tg) => !seen.has(`${tg.method} ${tg.path}`))) {
      const [body] = fc.sample(bodyFor(`${target.method} ${target.path}`), { numRuns: 1, seed: SEED });
      const [id] = fc.sample(hostileId, { numRuns: 1, seed: SEED });
      for (const who of tokens.keys()) await probe(target, body, who, id!);
    }
    expect(targets.filter((tg) => !seen.has(`${tg.method} ${tg.path}`))).toEqual([]);
  }, 600_000);
});

/** The Directus query parameters (decision 0720) and the field names and operators of the migrated lists. */
const QUERY_FIELDS = ["id", "status", "name", "parent", "last_name", "department", "department.name", "thumbnail.type", "date", "rating", "calendar_event", "additional5", "sort", "contacts", "__proto__", "company_id"];
const QUERY_OPERATORS = ["_eq", "_neq", "_in", "_nin", "_null", "_nnull", "_contains", "_gte", "_lte", "_eq", "_in", "_and", "_or", "_regex", ""];
/** Values a field may well hold, so some queries get past validation to the database. */
const plausibleValue = fc.constantFrom("1", "2", "published", "draft", "2025-06-01", "true", "country_de", "Sommer", "50%_", "1,2,3");
const queryValue = fc.oneof({ weight: 2, arbitrary: plausibleValue }, { weight: 1, arbitrary: hostileString });
const hostileFilter = fc.letrec((tie) => ({
  filter: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.record({ field: fc.constantFrom(...QUERY_FIELDS), op: fc.constantFrom(...QUERY_OPERATORS), value: fc.oneof(plausibleValue, hostileValue) }).map(({ field, op, value }) => ({ [field]: { [op]: value } })),
    fc.record({ group: fc.constantFrom("_and", "_or"), items: fc.array(tie("filter"), { maxLength: 3 }) }).map(({ group, items }) => ({ [group]: items })),
    hostileValue,
  ),
})).filter;
const queryParam = fc.oneof(
  fc.tuple(fc.constant("filter"), fc.oneof(hostileFilter.map((f) => JSON.stringify(f)), hostileString)),
  fc
    .tuple(fc.constantFrom(...QUERY_FIELDS), fc.constantFrom(...QUERY_OPERATORS), fc.constantFrom("", "[]", "[0]", "[x]"))
    .chain(([field, op, tail]) => fc.tuple(fc.constant(`filter[${field.split(".").join("][")}][${op}]${tail}`), queryValue)),
  fc.tuple(fc.constantFrom("fields", "sort", "search", "meta", "limit", "offset", "deep", "fields[]"), fc.oneof(hostileString, fc.constantFrom(...QUERY_FIELDS), fc.constantFrom("-1", "*", "-sort,id", "total_count,filter_count", "1e3"))),
);

describe("fuzzing the items lists' query parameters", () => {
  it(`answers ${RUNS} generated list queries without a 5xx`, async () => {
    const lists = [...new Set(createApi(t.deps).routes.filter((r) => r.method === "GET" && /^\/api\/items\/[a-z_]+$/.test(r.path)).map((r) => r.path))];
    expect(lists).toEqual(expect.arrayContaining(["/api/items/contact", "/api/items/customer_feedback", "/api/items/calendar_registrations", "/api/items/definition_value", "/api/items/country"]));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...lists), fc.array(queryParam, { minLength: 1, maxLength: 3 }), fc.nat({ max: tokens.length - 1 }), async (path, params, who) => {
        const url = `${path}?${new URLSearchParams(params).toString()}`;
        const res = await t.request("GET", url, { token: tokens[who] });
        await res.arrayBuffer();
        if (res.status >= 500) throw new Error(`GET ${url} answered ${res.status}`);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  }, 600_000);
});
