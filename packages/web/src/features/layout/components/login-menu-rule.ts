import { adminMenuLinks } from '../../auth';

/**
 * docs/product.md#screens: the login drop-down opens by itself for anonymous visitors, except on /login,
 * /resetpassword and any path containing 'password' or 'reset'. We also keep it closed on /register
 * and /activate/…: those visitors are already in the middle of an account flow whose page says what
 * to do next, and a panel saying "Sign in" would cover the form they are filling in and compete with it.
 */
const adminPaths = [...adminMenuLinks.map((l) => l.to), '/drugsummary'].map((p) => p.toLowerCase());

export function opensLoginMenuAutomatically(pathname: string): boolean {
  const path = pathname.toLowerCase();
  if (path === '/login' || path.startsWith('/login/') || path === '/resetpassword' || path.startsWith('/resetpassword/')) return false;
  if (path.includes('password') || path.includes('reset')) return false;
  if (path === '/register' || path.startsWith('/register/') || path.startsWith('/activate')) return false;
  if (adminPaths.some((p) => path === p || path.startsWith(`${p}/`))) return false;
  return true;
}

const SHOWN = 'balancer.loginMenuShown';

/**
 * Issue 29: the drop-down opens by itself at most once per browser session (the first ordinary page a
 * visitor lands on); after that, and after the visitor has closed it, it opens only when asked.
 */
export const loginMenuShown = (): boolean => sessionStorage.getItem(SHOWN) === '1';
export const markLoginMenuShown = (): void => sessionStorage.setItem(SHOWN, '1');
