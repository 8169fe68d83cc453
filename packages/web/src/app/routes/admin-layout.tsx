import { ScrollRestoration } from 'react-router';
import { AdminLayout } from '../../features/documents';

export default function AdminLayoutRoute() {
  return (
    <>
      <AdminLayout />
      <ScrollRestoration />
    </>
  );
}
