// The ceiling the bench compares against (issue 10): a bare Remix v2 page served by the portal's
// own packages — @remix-run/express, @remix-run/react, react-dom/server, compression — with the
// same entry shape (streamed with renderToPipeableStream) and the portal build's future flags, and
// its data in memory. `GET /?items=N` answers a page of N list entries; bench/run.mjs picks N so
// that each portal page is compared with a reference page of its own HTML weight.
//
//   node bench/reference-app.mjs <port>        (NODE_ENV=production is set here, as npm start does)
process.env.NODE_ENV = "production";

const { createRequestHandler } = await import("@remix-run/express");
const { createReadableStreamFromReadable } = await import("@remix-run/node");
const { Links, Meta, RemixServer, Scripts, useLoaderData } = await import("@remix-run/react");
const { createElement: h } = await import("react");
const { renderToPipeableStream } = await import("react-dom/server");
const { PassThrough } = await import("node:stream");
const { default: express } = await import("express");
const { default: compression } = await import("compression");
const portalBuild = await import(new URL("../build/index.js", import.meta.url).href);

const port = Number(process.argv[2] ?? 3590);
const BRANDS = ["Nordholz", "Lichtwerk", "Sommer", "Brandt", "Hanse", "Eichenhof", "Tischlerei Kaiser", "Polstermanufaktur Ems"];

/** n list entries shaped like the portal's cards: a heading link, two detail lines, a badge. */
function itemsOf(n) {
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    title: `Frühjahrsaktion ${BRANDS[i % BRANDS.length]}: neue Konditionen für Küchen und Wohnen ${i + 1}`,
    date: `${String((i % 28) + 1).padStart(2, "0")}.11.2026`,
    brand: BRANDS[(i * 3) % BRANDS.length],
    unread: i % 3 === 0,
  }));
}

// Built once per size: the reference's data lives in memory.
const itemsBySize = new Map();
function dataFor(n) {
  let items = itemsBySize.get(n);
  if (!items) itemsBySize.set(n, (items = itemsOf(n)));
  return { items };
}

function Page() {
  const { items } = useLoaderData();
  return h(
    "html",
    { lang: "de" },
    h("head", null, h("meta", { charSet: "utf-8" }), h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }), h(Meta), h(Links)),
    h(
      "body",
      { className: "bg-slate-50 text-slate-900" },
      h("header", { className: "flex items-center justify-between px-4 py-2" }, h("a", { href: "/dashboard", className: "font-semibold" }, "Partnerportal"), h("nav", { "aria-label": "Hauptmenü" }, ...["Dashboard", "Marken", "Dokumente", "News", "Kalender"].map((label) => h("a", { key: label, href: `/${label.toLowerCase()}`, className: "px-2 py-1 text-sm" }, label)))),
      h(
        "main",
        { id: "main", className: "px-4 py-6" },
        h("h1", { className: "text-2xl font-semibold" }, "Übersicht"),
        h(
          "ul",
          { className: "mt-4 space-y-2" },
          ...items.map((item) =>
            h(
              "li",
              { key: item.id, className: "rounded-md border border-slate-200 bg-white p-3" },
              h("a", { href: `/news/${item.id}`, className: "font-medium text-brand-700 underline-offset-2 hover:underline" }, item.title),
              h("p", { className: "mt-1 text-sm text-slate-600" }, h("span", null, item.date), " · ", h("span", null, item.brand)),
              item.unread ? h("span", { className: "ml-2 rounded bg-brand-100 px-1.5 text-xs text-brand-800" }, "neu") : null,
            ),
          ),
        ),
      ),
      h(Scripts),
    ),
  );
}

function handleRequest(request, status, headers, remixContext) {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(h(RemixServer, { context: remixContext, url: request.url }), {
      onShellReady() {
        const body = new PassThrough();
        headers.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
        pipe(body);
      },
      onShellError: reject,
    });
  });
}

const build = {
  mode: "production",
  basename: undefined,
  future: portalBuild.future,
  isSpaMode: false,
  publicPath: "/build/",
  assetsBuildDirectory: "public/build",
  entry: { module: { default: handleRequest } },
  routes: {
    root: {
      id: "root",
      path: "",
      module: {
        default: Page,
        meta: () => [{ title: "Referenzseite – Partnerportal" }],
        loader: ({ request }) => dataFor(Math.min(5000, Math.max(1, Number(new URL(request.url).searchParams.get("items")) || 60))),
      },
    },
  },
  assets: {
    version: "reference",
    url: "/build/manifest-reference.js",
    entry: { module: "/build/entry.client-reference.js", imports: [] },
    routes: {
      root: { id: "root", path: "", module: "/build/root-reference.js", imports: [], hasAction: false, hasLoader: true, hasClientAction: false, hasClientLoader: false, hasErrorBoundary: false },
    },
  },
};

const app = express();
app.disable("x-powered-by");
app.use(compression());
app.get("/healthz", (_req, res) => res.send("ok"));
app.all("*", createRequestHandler({ build, mode: "production" }));
app.listen(port, "127.0.0.1", () => console.log(`reference page listening on http://127.0.0.1:${port}`));
