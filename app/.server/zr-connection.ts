/** How the portal reaches the ZR system's logon (spec §7 "ZR client", decision 0900). */
import { zrLogonResponseSchema } from "#contract/zr";

export interface ZrConnection {
  /** base of the frame URLs: "" for the embedded simulator (same origin), else ZR_BASE_URL */
  frameBase: string;
  /** POST /sam/logon with session_token, accid and stay=1; the apiSession */
  logon(sessionToken: string, accid: string): Promise<string>;
}

export class ZrUnavailableError extends Error {
  override name = "ZrUnavailableError";
}

/** `fetchZr` reaches the ZR system's /sam: in-process for the simulator, over HTTP for ZR_BASE_URL. */
export function createZrConnection(fetchZr: (request: Request) => Promise<Response>, baseUrl: string, frameBase: string): ZrConnection {
  return {
    frameBase,
    async logon(sessionToken, accid) {
      const body = new URLSearchParams({ session_token: sessionToken, accid, stay: "1" });
      let response: Response;
      try {
        response = await fetchZr(new Request(`${baseUrl.replace(/\/+$/, "")}/sam/logon`, { method: "POST", body, headers: { accept: "application/json" }, signal: AbortSignal.timeout(10_000) }));
      } catch (error) {
        throw new ZrUnavailableError(error instanceof Error ? error.message : String(error));
      }
      const parsed = zrLogonResponseSchema.safeParse(response.ok ? await response.json().catch(() => null) : null);
      if (!parsed.success) throw new ZrUnavailableError(`logon for ${accid} answered ${response.status}`);
      return parsed.data.apiSession;
    },
  };
}

