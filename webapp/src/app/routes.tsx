import type { RouteObject } from 'react-router';
import { HomePage } from '../features/home/components/home-page';
import type { AdminRouteHandle } from '../features/admin/components/admin-layout';
import { AppLoading } from './app-loading';
import { ErrorScreen } from './error-screen';
import { NotFound } from './not-found';
import { RootLayout } from './root-layout';

// Shared by the browser router (router.tsx) and the memory routers in tests.
//
// Everything under /admin is loaded through `lazy` so that public visitors never
// download back-office code. The function form of `lazy` is used on purpose: React Router
// empties an object-form `lazy` in place once loaded, which breaks a second router built
// from the same route objects (every test builds one).
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <ErrorScreen />,
    HydrateFallback: AppLoading,
    children: [
      { index: true, Component: HomePage },
      {
        path: 'admin',
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/admin/components/admin-index-redirect')).AdminIndexRedirect,
            }),
          },
          {
            path: 'login',
            lazy: async () => ({
              Component: (await import('../features/auth/components/login-page')).LoginPage,
            }),
          },
          {
            lazy: async () => ({
              Component: (await import('../features/admin/components/require-staff')).RequireStaff,
            }),
            children: [
              {
                lazy: async () => ({
                  Component: (await import('../features/admin/components/admin-layout')).AdminLayout,
                }),
                children: [
                  {
                    path: 'dashboard',
                    handle: { title: 'Dashboard' } satisfies AdminRouteHandle,
                    lazy: async () => ({
                      Component: (await import('../features/dashboard/components/dashboard-page')).DashboardPage,
                    }),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', Component: NotFound },
    ],
  },
];
