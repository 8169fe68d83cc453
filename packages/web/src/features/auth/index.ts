/** The auth feature's public face: the session hook and the admin-page guard. */
export { useAuth, type UseAuth } from './api/use-auth';
export type { AuthState, AuthStatus } from './api/auth-store';
export { RequireSuperuser } from './components/require-superuser';
export { RequireSignIn } from './components/require-sign-in';
export { NotAllowed } from './components/not-allowed';
export { SignInPrompt } from './components/sign-in-prompt';
export { loginHref, safeReturnPath } from './api/return-path';
export { adminMenuLinks } from './api/admin-links';
export { ActivatePage } from './components/activate-page';
export { AdminPortalPage } from './components/admin-portal-page';
export { LoginPage } from './components/login-page';
export { RegisterPage } from './components/register-page';
export { ResetConfirmPage } from './components/reset-confirm-page';
export { ResetPasswordPage } from './components/reset-password-page';
export { adminTiles } from './api/admin-links';
export { AccountPage } from './components/account-page';
export { ConfirmEmailPage } from './components/confirm-email-page';
export { CancelEmailChangePage } from './components/cancel-email-change-page';
