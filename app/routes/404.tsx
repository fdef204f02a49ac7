/** /404 exists as a route of its own (spec §2); it answers with the 404 page and status. */
export async function loader() {
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

/** Never rendered: the loader always throws, and the root error boundary shows the 404 page. */
export default function NotFound() {
  return null;
}
