/** The admin pages (spec §2 Admin Portal menu and tiles); the header menu and the portal share them. */
export const adminMenuLinks = [
  { to: '/AdminPortal', label: 'Admin Portal' },
  { to: '/listoffiles', label: 'Manage Files' },
  { to: '/UploadFile', label: 'Upload PDF' },
  { to: '/rulesmanager', label: 'Rules Manager' },
  { to: '/ManageMeds', label: 'Medications Database' },
] as const;

export const adminTiles = [
  { to: '/listoffiles', title: 'Manage Files', description: 'See, rename and remove the uploaded research papers.' },
  { to: '/UploadFile', title: 'Upload PDF', description: 'Add a research paper to the library that the chat answers from.' },
  { to: '/drugSummary', title: 'Ask General Questions', description: 'Ask questions across every uploaded document.' },
  { to: '/rulesmanager', title: 'Rules Manager', description: 'Review the medication rules extracted from the documents.' },
  { to: '/ManageMeds', title: 'Medications Database', description: 'Edit the medications, their benefits and their risks.' },
] as const;

/** Admin pages that later issues build; until then they are guarded "Coming soon" placeholders. */
export const comingSoonPages = [
  { path: 'drugSummary', title: 'Ask General Questions' },
  { path: 'rulesmanager', title: 'Rules Manager' },
  { path: 'ManageMeds', title: 'Medications Database' },
] as const;
