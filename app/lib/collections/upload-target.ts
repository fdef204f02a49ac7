/** The URL state that sends an upload's answer to one image slot or gallery (decision 0740): `target=<slot or gallery>`. */
export const withTarget = (returnTo: string, target: string) => (target === "image" ? returnTo : `${returnTo}${returnTo.includes("?") ? "&" : "?"}target=${target}`);
