import { AdminLayout } from '../../features/documents/components/admin-layout';

export default AdminLayout;
