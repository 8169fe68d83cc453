import http from 'node:http';

export type BackupResponse = { status: number; headers: http.IncomingHttpHeaders; res: http.IncomingMessage };

/**
 * Asks for a backup with node:http, not fetch: fetch shows neither trailers (the archive's sha256
 * follows the body) nor lets a test read part of a body and then cut the connection.
 */
export function requestBackup(baseUrl: string, token: string): Promise<BackupResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}/api/v2/system/backup`, { method: 'POST', headers: { authorization: `JWT ${token}` } });
    req.once('response', (res) => resolve({ status: res.statusCode ?? 0, headers: res.headers, res }));
    req.once('error', reject);
    req.end();
  });
}

/** The whole body, then the trailers the server sent after it. */
export async function readBackup(res: http.IncomingMessage): Promise<{ bytes: Buffer; trailers: NodeJS.Dict<string> }> {
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), trailers: res.trailers };
}
