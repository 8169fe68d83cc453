import { ScrollRestoration } from 'react-router';
import { AdminLayout } from '../../features/documents/components/admin-layout';

export default function AdminLayoutRoute() {
  return (
    <>
      <AdminLayout />
      <ScrollRestoration />
    </>
  );
}
