export const navItems = [
  { to: '/', label: 'Medication Suggester' },
  { to: '/medications', label: 'Medication List' },
  { to: '/about', label: 'About' },
  { to: '/help', label: 'Help' },
  { to: '/feedback', label: 'Leave Feedback' },
] as const;

/** Links to / carry a fresh state so that the suggester resets (docs/product.md#screens: the logo and the Suggester link start afresh). */
export const resetState = () => ({ resetSuggester: Date.now() });
