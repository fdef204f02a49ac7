/**
 * The endpoint table and the access table as the access tests read them (issue 26): the routes
 * the table mounts (`each` entries once per name of EACH_SOURCES, as http/mount.ts does), which
 * entry a request reaches, and the demo actors with the subject the access table sees for each.
 */
import { access, accessSubjectOf, type AccessSubject } from "#contract/access";
import { routeKey, type Endpoint, type EndpointAccess } from "#contract/endpoint";
import { ENDPOINTS, type EndpointName } from "#contract/endpoints/index";
import { userSchema } from "#contract/user";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { DEMO_STAFF } from "../../server/api/seed/staff";
import { EACH_SOURCES } from "../../server/api/handlers";
import { accessOf } from "../../server/api/http/mount";
import { dataOf, type TestApi } from "./fixture";

export interface TableRoute {
  /** `GET /api/items/banners/:id` */
  key: string;
  method: Endpoint["method"];
  /** with /api, in Hono's syntax, `each` filled in */
  path: string;
  name: EndpointName;
  entry: Endpoint;
  /** the rule this route checks: the entry's, or an `each` name's own (a described collection's) */
  access: EndpointAccess;
  pattern: RegExp;
}

/** Every route of the endpoint table, in the table's order (where two could match, the earlier answers). */
export const TABLE_ROUTES: readonly TableRoute[] = (Object.entries(ENDPOINTS) as [EndpointName, Endpoint][]).flatMap(([name, entry]) => {
  const source = entry.each ? EACH_SOURCES[entry.each] : undefined;
  if (entry.each && !source) throw new Error(`${name}: no names for "${entry.each}"`);
  return (source?.names ?? [""]).map((one): TableRoute => {
    const path = entry.each ? entry.path.replace(`{${entry.each}}`, one) : entry.path;
    const key = routeKey({ method: entry.method, path });
    const pattern = new RegExp(`^/api${path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/:[A-Za-z_]+/g, "[^/]+")}$`);
    return { key, method: entry.method, path: `/api${path}`, name, entry, access: accessOf(entry, source, one), pattern };
  });
});

/** The table's route a request of `method` to `pathname` (with /api) reaches. */
export function tableRouteOf(method: string, pathname: string): TableRoute | undefined {
  return TABLE_ROUTES.find((r) => r.method === method && r.pattern.test(pathname));
}

/** Whether an entry's access lets `subject` in: public and signedIn always do (the sign-in is checked apart). */
export function admits(rule: EndpointAccess, subject: AccessSubject): boolean {
  return rule === "public" || access[rule](subject);
}

/** The demo users the access tests sign in (README "Demo logins"): every user type, permission set and the reviewer. */
export const ACTORS = {
  haendler: DEMO_USERS.haendler.email,
  lieferant: DEMO_USERS.lieferant.email,
  leser: DEMO_USERS.leser.email,
  rp: DEMO_USERS.rp.email,
  innendienst: DEMO_USERS.innendienst.email,
  verbund: DEMO_USERS.verbund.email,
  gruppe: DEMO_USERS.gruppe.email,
  // of the report permissions only IVO, or only STATISTIC without ZRCLIENT (decision 0566)
  ivo: DEMO_USERS.ivo.email,
  statistik: DEMO_USERS.statistik.email,
  // the association's staff, one role each (decision 0950)
  pruefung: DEMO_STAFF.pruefung.email,
  redaktion: DEMO_STAFF.redaktion.email,
  partnerverwaltung: DEMO_STAFF.partnerverwaltung.email,
  admin: DEMO_STAFF.admin.email,
} as const;
export type Actor = keyof typeof ACTORS;
export const ACTOR_NAMES = Object.keys(ACTORS) as Actor[];

/** The subject of the user behind `token` as the portal builds it: from GET extranet/users/me. */
export async function subjectFor(t: TestApi, token: string): Promise<AccessSubject> {
  return accessSubjectOf(userSchema.parse(await dataOf(await t.request("GET", "/api/extranet/users/me", { token }))));
}
