/**
 * The script half of a gallery's multi-photo upload (components/editing/gallery-upload.tsx),
 * loaded only when the user sends photos, so no screen's first visit carries it: one request per
 * file, one after another, each with its own upload progress; the answer names the file's result.
 */
export interface SentRow {
  name: string;
  /** 0–100 while sending */
  percent: number;
  code: string | null;
  message: string | null;
}

function sendOne(action: string, file: File, onProgress: (percent: number) => void): Promise<{ code: string; message: string | null }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", action);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    const failed = () => resolve({ code: xhr.status === 413 ? "too-large" : "failed", message: null });
    xhr.onload = () => {
      try {
        const [result] = (JSON.parse(xhr.responseText) as { results: { code: string; message: string }[] }).results;
        if (result) resolve(result);
        else failed();
      } catch {
        failed();
      }
    };
    xhr.onerror = failed;
    const body = new FormData();
    body.append("files", file);
    xhr.send(body);
  });
}

/**
 * Sends the files one after another (each adds to the gallery's current version, none waits on a
 * conflict), reporting every change of the rows; then loads the screen with the results in its URL.
 */
export async function sendFiles(action: string, returnTo: string, anchor: string, files: File[], onRows: (rows: SentRow[]) => void): Promise<void> {
  const rows: SentRow[] = files.map((f) => ({ name: f.name, percent: 0, code: null, message: null }));
  onRows(rows.slice());
  for (const [i, file] of files.entries()) {
    const result = await sendOne(action, file, (percent) => {
      rows[i] = { ...rows[i]!, percent };
      onRows(rows.slice());
    });
    rows[i] = { ...rows[i]!, percent: 100, ...result };
    onRows(rows.slice());
  }
  const url = new URL(returnTo, window.location.href);
  for (const row of rows.slice(0, 30)) url.searchParams.append("result", `${row.code}:${row.name.slice(0, 80)}`);
  if (rows.length > 30) url.searchParams.set("more", String(rows.length - 30));
  url.hash = anchor;
  window.location.assign(url.toString());
}
