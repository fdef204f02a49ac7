/** Any path no route matches: the 404 page (spec §8 "Unknown route"). */
export async function loader() {
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

/** Never rendered: the loader always throws, and the root error boundary shows the 404 page. */
export default function NotFound() {
  return null;
}
