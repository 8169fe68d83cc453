type NavItem = { to: string; label: string };

const suggester: NavItem = { to: '/', label: 'Medication Suggester' };
const rest: NavItem[] = [
  { to: '/medications', label: 'Medication List' },
  { to: '/about', label: 'About' },
  { to: '/help', label: 'Help' },
  { to: '/feedback', label: 'Leave Feedback' },
];

/** The main navigation; signed-in users also get the Library, after the suggester (docs/adr/0031-clinician-journeys.md). */
export const navItems = (signedIn: boolean): NavItem[] => [suggester, ...(signedIn ? [{ to: '/library', label: 'Library' }] : []), ...rest];

/** Links to / carry a fresh state so that the suggester resets (docs/product.md#screens: the logo and the Suggester link start afresh). */
export const resetState = () => ({ resetSuggester: Date.now() });
