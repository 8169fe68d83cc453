/**
 * The admin pages (the Admin Portal tiles and menu, docs/product.md#screens), listed once; the header menu, the portal
 * tiles and the placeholder routes derive from this list.
 */
export const adminTiles = [
  { to: '/listoffiles', title: 'Manage Files', description: 'See, rename and remove the uploaded research papers.', built: true },
  { to: '/UploadFile', title: 'Upload PDF', description: 'Add a research paper to the library that the chat answers from.', built: true },
  { to: '/drugSummary', title: 'Ask General Questions', description: 'Ask questions across every uploaded document.', built: true },
  { to: '/rulesmanager', title: 'Rules Manager', description: 'Review, create, disable and re-enable the medication rules.', built: true },
  { to: '/ManageMeds', title: 'Medications Database', description: 'Edit the medications, their benefits and their risks.', built: true },
  { to: '/contenthistory', title: 'Content history', description: 'Every version of the medications and rules; roll back.', built: true },
  { to: '/Settings', title: 'AI Settings', description: 'Choose the language model and prompts; test the connection.', built: true },
  {
    to: '/feedback-inbox',
    title: 'Feedback Inbox',
    description: 'Read, handle and export feedback and newsletter subscribers.',
    built: true,
  },
  { to: '/audit', title: 'Audit Log', description: 'Every change an administrator made, with before and after.', built: true },
] as const;

/** The header's Admin Portal menu: the portal itself, then every admin page but the document chat. */
export const adminMenuLinks = [
  { to: '/AdminPortal', label: 'Admin Portal' },
  ...adminTiles.filter((t) => t.to !== '/drugSummary').map((t) => ({ to: t.to, label: t.title })),
];

/** Admin pages that later issues build; until then they are guarded "Coming soon" placeholders. */
export const comingSoonPages = adminTiles.filter((t) => !t.built).map((t) => ({ path: t.to.slice(1), title: t.title }));
