import { apiRoutes } from '@balancer/contract';
import { authorizationHeader } from '../../../lib/auth-token';
import { guidPath } from './documents-list';

/**
 * The PDF bytes of one file (GET uploadFile/{guid}), with the stored token. The JSON client cannot
 * return bytes, so this is the one binary fetch; any failure becomes an Error for the caller's alert.
 */
export async function fetchFileBlob(guid: string): Promise<Blob> {
  const res = await fetch(guidPath(apiRoutes.uploadedFile, guid), { headers: { accept: 'application/pdf', ...authorizationHeader() } });
  if (!res.ok) throw new Error(`The server answered ${res.status}.`);
  const bytes = await res.arrayBuffer();
  return new Blob([bytes], { type: 'application/pdf' });
}

/** Saves the blob under the file's name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Opens the blob in a new tab; false when the browser blocked the tab. */
export function openBlob(blob: Blob): boolean {
  const url = URL.createObjectURL(blob);
  const tab = window.open(url, '_blank');
  setTimeout(() => URL.revokeObjectURL(url), 5 * 60_000);
  if (!tab) return false;
  tab.opener = null;
  return true;
}
