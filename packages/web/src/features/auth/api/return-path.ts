/** Where /login sends the user back to: a same-site path from `?next=`, never another origin. */
export function safeReturnPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (next.startsWith('/login')) return '/';
  // A real path never holds whitespace or control characters; the router would fail on some of them.
  if (/[\s\p{Cc}]/u.test(next)) return '/';
  return next;
}

export const loginHref = (from: string): string => (from && from !== '/' ? `/login?next=${encodeURIComponent(from)}` : '/login');
