import { ScrollRestoration } from 'react-router';
import { WorkspaceLayout } from '../../features/workspace';

export default function WorkspaceLayoutRoute() {
  return (
    <>
      <WorkspaceLayout />
      <ScrollRestoration />
    </>
  );
}
