import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { ComponentType } from 'react';
import { HomeRoute } from './routes/home';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error';

/** Every route but / is its own chunk, so that the first load of / stays small. */
const lazyPage = (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] => async () => ({ Component: (await load()).default });

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
      { path: 'feedback', lazy: lazyPage(() => import('./routes/feedback')) },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
