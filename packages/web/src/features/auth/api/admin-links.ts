/**
 * The admin pages (the Admin Portal tiles and menu, docs/product.md#screens), listed once; the header menu and the
 * portal tiles derive from this list. The tiles' descriptions live with the portal page, which loads on demand.
 */
export const adminTiles = [
  { to: '/listoffiles', title: 'Manage Files' },
  { to: '/UploadFile', title: 'Upload PDF' },
  { to: '/drugSummary', title: 'Ask General Questions' },
  { to: '/rulesmanager', title: 'Rules Manager' },
  { to: '/interactions', title: 'Drug Interactions' },
  { to: '/ManageMeds', title: 'Medications Database' },
  { to: '/contenthistory', title: 'Content History' },
  { to: '/review', title: 'Clinical Review' },
  { to: '/release-conflicts', title: 'Release Conflicts' },
  { to: '/Settings', title: 'AI Settings' },
  { to: '/feedback-inbox', title: 'Feedback Inbox' },
  { to: '/audit', title: 'Audit Log' },
  { to: '/users', title: 'Users' },
] as const;

export type AdminPath = (typeof adminTiles)[number]['to'];

/** The header's Admin Portal menu: the portal itself, then every admin page but the document chat. */
export const adminMenuLinks = [
  { to: '/AdminPortal', label: 'Admin Portal' },
  ...adminTiles.filter((t) => t.to !== '/drugSummary').map((t) => ({ to: t.to, label: t.title })),
];
