import { CancelEmailChangePage } from '../../features/auth';

export default function CancelEmailChangeRoute() {
  return <CancelEmailChangePage />;
}
