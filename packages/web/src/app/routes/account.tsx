import { AccountPage, RequireSignIn } from '../../features/auth';

/** /account: any signed-in user's own account. */
export default function AccountRoute() {
  return (
    <RequireSignIn why="Your account page is for signed-in users.">
      <AccountPage />
    </RequireSignIn>
  );
}
