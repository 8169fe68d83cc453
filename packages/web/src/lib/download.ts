import { authorizationHeader } from './auth-token';

/**
 * Downloads an export the server builds (CSV) with the stored token: a plain link cannot send the
 * Authorization header. The file name comes from the server's Content-Disposition when it gives one.
 */
export async function downloadWithToken(path: string, fallbackName: string): Promise<void> {
  const res = await fetch(path, { headers: authorizationHeader() });
  if (!res.ok) throw new Error(`The export failed: the server answered ${res.status}.`);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
