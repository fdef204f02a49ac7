/**
 * Which React build this process loaded. React chooses its development or production build from
 * process.env.NODE_ENV the first time it is imported; the development build renders several
 * times slower, so the server says at start which one it runs.
 */
export type ReactBuild = "development" | "production";

export async function loadedReactBuild(): Promise<ReactBuild> {
  const react = (await import("react")) as unknown as { default?: Record<string, unknown> } & Record<string, unknown>;
  const internals = (react.default ?? react).__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED as Record<string, unknown> | undefined;
  // Only the development build keeps a debug frame for its warnings.
  return internals && "ReactDebugCurrentFrame" in internals ? "development" : "production";
}
