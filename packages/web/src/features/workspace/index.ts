/** The document workspace (/drugsummary): viewer, chat and insights side by side. Loaded lazily by its route. */
export { WorkspacePage } from './components/workspace-page';
export { WorkspaceLayout } from './components/workspace-layout';
