// The ceiling the bench compares against (issues 10 and 26): a bare Remix v2 page served by the
// portal's own packages — express, @remix-run/express, @remix-run/react, react-dom/server,
// compression — with the portal build's future flags and its data in memory. It is set up as the
// portal is, so that both sides do the same work apart from the portal's own:
// - the same `compression({ level: 3 })` middleware as server/app.ts (it leaves documents alone);
// - the same document delivery as app/entry.server.tsx: renderToPipeableStream, the whole document
//   collected at onAllReady, gzipped in one gzipSync call at level 3 only when the request accepts
//   gzip, sent with Content-Length, `Cache-Control: private, no-store` and `Vary: Accept-Encoding`.
//   Sent `Accept-Encoding: identity` (the bench's default), neither side compresses anything.
//
// `GET /?items=N&badges=B&pad=P` answers a list of N entries (five elements each: li, a, p, two
// spans), the first B of them with a sixth (a badge), and P more characters of text spread over the
// titles (in the HTML and in the loader data). bench/reference-size.mjs picks N and B so that the
// page has as many HTML elements as the portal page it is compared with, then P so that it has as
// many bytes.
//
// BENCH_REFERENCE_SEND: `stream` (default) sends the document as `@remix-run/express` ships, reading
// the Response's body stream back chunk by chunk; `one-write` sends it in one `res.end` as the
// portal's own adapter does (server/http/remix-handler.ts, decision 0534), to show how much of a
// share that adapter accounts for.
//
//   node bench/reference-app.mjs <port>        (NODE_ENV=production is set here, as npm start does)
process.env.NODE_ENV = "production";

const { createRequestHandler } = await import("@remix-run/express");
const { Links, Meta, RemixServer, Scripts, useLoaderData } = await import("@remix-run/react");
const { createElement: h } = await import("react");
const { renderToPipeableStream } = await import("react-dom/server");
const { Writable } = await import("node:stream");
const { gzipSync } = await import("node:zlib");
const { default: express } = await import("express");
const { default: compression } = await import("compression");
const portalBuild = await import(new URL("../build/index.js", import.meta.url).href);
const send = process.env.BENCH_REFERENCE_SEND ?? "stream";
if (!["stream", "one-write"].includes(send)) throw new Error(`BENCH_REFERENCE_SEND must be stream or one-write, not ${send}`);
const DOCUMENT_BODY = Symbol("document body");

const port = Number(process.argv[2] ?? 3590);
const BRANDS = ["Nordholz", "Lichtwerk", "Sommer", "Brandt", "Hanse", "Eichenhof", "Tischlerei Kaiser", "Polstermanufaktur Ems"];
// ASCII, so that one character of padding is one byte in the HTML and one in the loader data.
const PAD = " Konditionen im Fachhandel, Lieferung und Montage nach Vereinbarung, bis auf Widerruf";

/** n list entries shaped like the portal's cards: a heading link, two detail lines, a badge on the first `badges`. */
function itemsOf(n, badges, pad) {
  return Array.from({ length: n }, (_, i) => {
    const extra = Math.floor(pad / n) + (i < pad % n ? 1 : 0);
    return {
      id: i + 1,
      title: `Frühjahrsaktion ${BRANDS[i % BRANDS.length]}: neue Konditionen ${i + 1}${PAD.repeat(Math.ceil(extra / PAD.length)).slice(0, extra)}`,
      date: `${String((i % 28) + 1).padStart(2, "0")}.11.2026`,
      brand: BRANDS[(i * 3) % BRANDS.length],
      badge: i < badges,
    };
  });
}

// Built once per size: the reference's data lives in memory.
const dataBySize = new Map();
function dataFor(url) {
  const param = (name) => Math.min(20000, Math.max(0, Math.floor(Number(url.searchParams.get(name))) || 0));
  const key = `${param("items")}/${param("badges")}/${param("pad")}`;
  let data = dataBySize.get(key);
  if (!data) dataBySize.set(key, (data = { items: itemsOf(param("items"), param("badges"), param("pad")) }));
  return data;
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
              item.badge ? h("span", { className: "ml-2 rounded bg-brand-100 px-1.5 text-xs text-brand-800" }, "neu") : null,
            ),
          ),
        ),
      ),
      h(Scripts),
    ),
  );
}

/** Whether the client takes gzip: named (or `*`) without `q=0` — app/.server/accept-encoding.ts. */
function acceptsGzip(header) {
  if (!header) return false;
  let star = false;
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.toLowerCase().split(";");
    const refused = params.some((p) => /^\s*q=0(?:\.0{0,3})?\s*$/.test(p));
    if (name.trim() === "gzip") return !refused;
    if (name.trim() === "*") star = !refused;
  }
  return star;
}

/** The portal's document delivery (app/entry.server.tsx) without its nonce and error logging. */
function handleRequest(request, status, headers, remixContext) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    const document = new Writable({
      // As in the portal: React ends the destination again when it sees it close.
      emitClose: false,
      write(chunk, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        let body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
        headers.set("Content-Type", "text/html; charset=utf-8");
        headers.set("Cache-Control", "private, no-store");
        headers.append("Vary", "Accept-Encoding");
        if (acceptsGzip(request.headers.get("accept-encoding"))) {
          body = gzipSync(body, { level: 3 });
          headers.set("Content-Encoding", "gzip");
        }
        headers.set("Content-Length", String(body.byteLength));
        const response = new Response(body, { headers, status });
        response[DOCUMENT_BODY] = body;
        resolve(response);
        done();
      },
    });
    const { pipe } = renderToPipeableStream(h(RemixServer, { context: remixContext, url: request.url }), {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(document),
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
        loader: ({ request }) => dataFor(new URL(request.url)),
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
app.use(compression({ level: 3 }));
app.get("/healthz", (_req, res) => res.send("ok"));
app.all("*", send === "stream" ? createRequestHandler({ build, mode: "production" }) : await oneWriteHandler());

/** `one-write`: the portal's adapter's way (server/http/remix-handler.ts) for documents, the stock one for the rest. */
async function oneWriteHandler() {
  const { createRequestHandler: remixHandler } = await import("@remix-run/node");
  const { createRemixRequest, sendRemixResponse } = await import("@remix-run/express/dist/server.js");
  const handle = remixHandler(build, "production");
  return async (req, res, next) => {
    try {
      const response = await handle(createRemixRequest(req, res));
      const body = response[DOCUMENT_BODY];
      if (!body) return await sendRemixResponse(res, response);
      res.statusCode = response.status;
      for (const [name, value] of response.headers) {
        const earlier = res.getHeader(name);
        res.setHeader(name, earlier === undefined ? value : [].concat(earlier, value));
      }
      res.end(body);
    } catch (error) {
      next(error);
    }
  };
}
app.listen(port, "127.0.0.1", () => console.log(`reference page listening on http://127.0.0.1:${port}`));
