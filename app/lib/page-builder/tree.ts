/**
 * The page tree of the page builder (issue 13), from the flat list of the company's pages:
 * editable pages only (spec §5), nested by parent in manual order. A page whose parent is not in
 * the list (not editable) is shown at the top level, so nothing the user may edit is hidden.
 */
export interface TreePage {
  id: number;
  sort: number;
  parent?: unknown;
  access: string;
  [field: string]: unknown;
}
export interface TreeNode<P extends TreePage> {
  page: P;
  children: TreeNode<P>[];
}

export function pageTree<P extends TreePage>(pages: readonly P[]): TreeNode<P>[] {
  const editable = pages.filter((p) => p.access === "edit").sort((a, b) => a.sort - b.sort || a.id - b.id);
  const ids = new Set(editable.map((p) => p.id));
  const parentOf = (p: P) => (typeof p.parent === "number" && ids.has(p.parent) && p.parent !== p.id ? p.parent : null);
  const build = (parent: number | null, seen: ReadonlySet<number>): TreeNode<P>[] =>
    editable.filter((p) => parentOf(p) === parent && !seen.has(p.id)).map((p) => ({ page: p, children: build(p.id, new Set([...seen, p.id])) }));
  return build(null, new Set());
}

/** Every page below a node (to delete with it, and never to move a page under one of them). */
export function descendants<P extends TreePage>(node: TreeNode<P>): P[] {
  return node.children.flatMap((c) => [c.page, ...descendants(c)]);
}

/** The node of a page in the tree. */
export function findNode<P extends TreePage>(nodes: readonly TreeNode<P>[], id: number): TreeNode<P> | undefined {
  for (const n of nodes) {
    if (n.page.id === id) return n;
    const found = findNode(n.children, id);
    if (found) return found;
  }
  return undefined;
}
