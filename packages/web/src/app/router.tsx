import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { ComponentType } from 'react';
import { ChatWidget } from '../features/chat-widget';
import { HomeRoute } from './routes/home';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error';

/** Every route but / is its own chunk, so that the first load of / stays small. */
const lazyPage =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    children: [
      { index: true, Component: HomeRoute },
      { path: 'medications', lazy: lazyPage(() => import('./routes/medications')) },
      { path: 'about', lazy: lazyPage(() => import('./routes/about')) },
      { path: 'help', lazy: lazyPage(() => import('./routes/help')) },
      { path: 'how-to', lazy: lazyPage(() => import('./routes/how-to')) },
      { path: 'data-sources', lazy: lazyPage(() => import('./routes/data-sources')) },
      { path: 'library', lazy: lazyPage(() => import('./routes/library')) },
      { path: 'feedback', lazy: lazyPage(() => import('./routes/feedback')) },
      { path: 'calculators', lazy: lazyPage(() => import('./routes/calculators')) },
      // Accounts (issue 4): sign-in, registration, activation and password reset, each its own chunk.
      { path: 'login', lazy: lazyPage(() => import('./routes/login')) },
      { path: 'register', lazy: lazyPage(() => import('./routes/register')) },
      { path: 'activate/:uid/:token', lazy: lazyPage(() => import('./routes/activate')) },
      { path: 'resetpassword', lazy: lazyPage(() => import('./routes/reset-password')) },
      { path: 'password/reset/confirm/:uid/:token', lazy: lazyPage(() => import('./routes/reset-password-confirm')) },
      // One's own account (issue 30): any signed-in user; the e-mail confirmation link works signed out.
      { path: 'account', lazy: lazyPage(() => import('./routes/account')) },
      { path: 'confirm-email/:uid/:token', lazy: lazyPage(() => import('./routes/confirm-email')) },
      { path: 'cancel-email-change/:uid/:token', lazy: lazyPage(() => import('./routes/cancel-email-change')) },
    ],
  },
  {
    // Every admin screen in one shell (43 px header, a sidebar listing every admin area and the files);
    // superuser-only pages guard themselves (RequireSuperuser inside); paths match in any case.
    lazy: lazyPage(() => import('./routes/admin-layout')),
    ErrorBoundary: RouteErrorPage,
    children: [
      { path: 'AdminPortal', lazy: lazyPage(() => import('./routes/admin-portal')) },
      { path: 'Settings', lazy: lazyPage(() => import('./routes/settings')) },
      { path: 'feedback-inbox', lazy: lazyPage(() => import('./routes/feedback-inbox')) },
      { path: 'audit', lazy: lazyPage(() => import('./routes/audit')) },
      { path: 'ManageMeds', lazy: lazyPage(() => import('./routes/manage-meds')) },
      { path: 'rulesmanager', lazy: lazyPage(() => import('./routes/rules-manager')) },
      { path: 'interactions', lazy: lazyPage(() => import('./routes/interactions')) },
      { path: 'contenthistory', lazy: lazyPage(() => import('./routes/content-history')) },
      { path: 'review', lazy: lazyPage(() => import('./routes/review')) },
      { path: 'release-conflicts', lazy: lazyPage(() => import('./routes/release-conflicts')) },
      { path: 'users', lazy: lazyPage(() => import('./routes/users')) },
      { path: 'listoffiles', lazy: lazyPage(() => import('./routes/list-of-files')) },
      { path: 'UploadFile', lazy: lazyPage(() => import('./routes/upload-file')) },
    ],
  },
  {
    // The document workspace: the clinician's slim layout, admin links for superusers only (docs/adr/0031-clinician-journeys.md).
    lazy: lazyPage(() => import('./routes/workspace-layout')),
    ErrorBoundary: RouteErrorPage,
    children: [{ path: 'drugSummary', lazy: lazyPage(() => import('./routes/drugsummary')) }],
  },
];

/** JJ, the chat widget, beside every layout; it renders nothing until someone is signed in. */
function WithChatWidget() {
  return (
    <>
      <Outlet />
      <ChatWidget />
    </>
  );
}

/**
 * Shown while the first page's lazy route loads (a page opened directly, e.g. /about). Empty, as the page
 * was before; declared so that React Router does not warn of a missing one on every load (issue 39).
 */
function HydrateFallback() {
  return null;
}

const router = createBrowserRouter([{ Component: WithChatWidget, ErrorBoundary: RouteErrorPage, HydrateFallback, children: routes }]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
