/**
 * The Redaktion's lists read one page in the order of an index, not by sorting every row (issue
 * 39's bench: on the large data set the news list sorted 20,000 news and the documents list
 * 10,000 documents per page, 30–95 ms of the database on each request). The plans are checked on
 * a few thousand rows with statistics, on PGlite and on PostgreSQL alike.
 */
import { sql, type SQLWrapper } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { associationDocumentsPage } from "../../server/api/association-documents/service";
import { editorialNewsPage } from "../../server/api/news/service";
import { useTestApi } from "./fixture";

const api = useTestApi();
const ROWS = 1000;

beforeAll(async () => {
  const { db } = api.database;
  await db.execute(sql`insert into news (title, updated_at) select 'Meldung ' || n, now() - n * interval '1 hour' from generate_series(1, ${ROWS}) n`);
  await db.execute(sql`
    with f as (
      insert into files (filename_disk, filename_download, type, filesize, checksum, folder)
      select 'plan-' || n || '.pdf', 'Preisliste ' || n || '.pdf', 'application/pdf', 1000, 'plan-' || n, 'association-documents'
      from generate_series(1, ${ROWS}) n
      returning id, filename_download
    )
    insert into documents (name, file_id, document_class, uploaded_on)
    select filename_download, id, 'EKA', now() - random() * interval '365 days' from f`);
  await db.execute(sql`analyze news`);
  await db.execute(sql`analyze documents`);
  await db.execute(sql`analyze files`);
});

interface PlanNode {
  "Node Type": string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

async function planOf(query: SQLWrapper): Promise<PlanNode[]> {
  const result = await api.database.db.execute(sql`explain (format json) ${query}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
  const cell = Object.values(rows[0]!)[0];
  const [plan] = (typeof cell === "string" ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }];
  return nodesOf(plan.Plan);
}

describe("the Redaktion's lists follow an index", () => {
  it("news, newest change first: no sort of every news item", async () => {
    const nodes = await planOf(editorialNewsPage(api.database.db, { page: 1, limit: 25 }));
    expect(nodes.map((n) => n["Node Type"])).not.toContain("Sort");
    expect(nodes.map((n) => n["Index Name"])).toContain("news_updated_at_id_idx");
  });

  it("the association's documents, newest first: no sort of every document", async () => {
    const nodes = await planOf(associationDocumentsPage(api.database.db, { page: 1, limit: 25 }, "2026-03-02"));
    expect(nodes.map((n) => n["Node Type"])).not.toContain("Sort");
    expect(nodes.map((n) => n["Index Name"])).toContain("documents_own_uploaded_on_id_idx");
  });
});
