import { ConfirmEmailPage } from '../../features/auth';

export default function ConfirmEmailRoute() {
  return <ConfirmEmailPage />;
}
