import { PAGE_MODULES_ATTRIBUTE } from '@skyparcel/domain/page-frames';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, RouterProvider } from 'react-router';
import { ShellSkeleton } from '../components/ui/shell-skeleton.tsx';
import { DEFAULT_SIGNED_IN_PATH, paths } from '../config/paths.ts';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { RootLayout } from './layout/root-layout.tsx';

/*
 * Every page module is split out (route `lazy`) so the first page ships only the shell
 * and itself. Layout routes pick the chrome: public (sign-in), signed-in pages, and
 * the account pages that also get the sidebar (spec 2 section 2); pages open to everyone
 * wear whichever of the first two fits the visitor. Creating the router starts loading the
 * current page's modules; the shell skeleton (the one index.html paints) stands until they are in.
 * The same routes render the pages prerendered at build time (prerender.tsx).
 */

/** The page and layout modules, each loaded when its route is first visited: every one a chunk of its own. */
const routeModules = import.meta.glob<Record<string, ComponentType>>([
  './layout/{public,protected,account,open}-layout.tsx',
  './routes/*.tsx',
  // Parts that pages import, not pages.
  '!./routes/{auth-card,profile-query-state}.tsx',
]);

/** A lazy route's `handle`: the module it loads, as `routeModules` names it (read by `pageModules`). */
export type RouteHandle = { module: string };

/**
 * A route that loads `component` from `module` on its first visit. The route names its module so that
 * the build can list every page's chunks in the HTML it is sent with (scripts/prerender.mjs): the browser
 * then fetches them beside the entry script instead of after it has run.
 */
function lazyRoute(module: string, component: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = routeModules[module];
  if (!load) throw new Error(`The router has no module ${module}`);
  const handle: RouteHandle = { module };
  return {
    handle,
    lazy: async () => {
      const Component = (await load())[component];
      if (!Component) throw new Error(`${module} exports no ${component}`);
      return { Component };
    },
  };
}

export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      hydrateFallbackElement: <ShellSkeleton />,
      children: [
        {
          ...lazyRoute('./layout/public-layout.tsx', 'PublicLayout'),
          children: [
            {
              path: paths.auth.login.path,
              ...lazyRoute('./routes/sign-in.tsx', 'SignInRoute'),
            },
            {
              path: paths.auth.register.path,
              ...lazyRoute('./routes/register.tsx', 'RegisterRoute'),
            },
            {
              path: paths.auth.forgotPassword.path,
              ...lazyRoute('./routes/forgot-password.tsx', 'ForgotPasswordRoute'),
            },
          ],
        },
        {
          ...lazyRoute('./layout/protected-layout.tsx', 'ProtectedLayout'),
          children: [
            { index: true, element: <Navigate to={DEFAULT_SIGNED_IN_PATH} replace /> },
            {
              path: paths.c2cOrder.path,
              ...lazyRoute('./routes/c2c-order.tsx', 'C2cOrderRoute'),
            },
            {
              path: paths.cargoOrder.path,
              ...lazyRoute('./routes/cargo-order.tsx', 'CargoOrderRoute'),
            },
            {
              // The order flow's last page: no sidebar (spec 2 section 2).
              path: paths.orderConfirmation.path,
              ...lazyRoute('./routes/order-confirmation.tsx', 'OrderConfirmationRoute'),
            },
            {
              // Deals are in the user menu, not the sidebar (spec 2 section 2): no sidebar here.
              path: paths.deals.path,
              ...lazyRoute('./routes/deals.tsx', 'DealsRoute'),
            },
            {
              // Post offices belong to the order flow: no sidebar there (spec 2 section 2).
              path: paths.choosePostOffice.path,
              ...lazyRoute('./routes/choose-post-office.tsx', 'ChoosePostOfficeRoute'),
            },
            {
              // The carrier's screens are staff tools, not account pages: no sidebar.
              path: paths.ops.desk.path,
              ...lazyRoute('./routes/hub-desk.tsx', 'HubDeskRoute'),
            },
            {
              path: paths.ops.overview.path,
              ...lazyRoute('./routes/ops-overview.tsx', 'OpsOverviewRoute'),
            },
            {
              path: paths.ops.flights.path,
              ...lazyRoute('./routes/ops-flights.tsx', 'OpsFlightsRoute'),
            },
            {
              path: paths.ops.settings.path,
              ...lazyRoute('./routes/ops-settings.tsx', 'OpsSettingsRoute'),
            },
            {
              path: paths.ops.audit.path,
              ...lazyRoute('./routes/ops-audit.tsx', 'OpsAuditRoute'),
            },
            {
              path: paths.ops.staff.path,
              ...lazyRoute('./routes/ops-staff.tsx', 'OpsStaffRoute'),
            },
            {
              ...lazyRoute('./layout/account-layout.tsx', 'AccountLayout'),
              children: [
                {
                  path: paths.account.profile.path,
                  ...lazyRoute('./routes/my-profile.tsx', 'MyProfileRoute'),
                },
                {
                  path: paths.account.changePassword.path,
                  ...lazyRoute('./routes/change-password.tsx', 'ChangePasswordRoute'),
                },
                {
                  path: paths.account.orders.path,
                  ...lazyRoute('./routes/my-orders.tsx', 'MyOrdersRoute'),
                },
                {
                  path: paths.account.orderImport.path,
                  ...lazyRoute('./routes/order-import.tsx', 'OrderImportRoute'),
                },
                {
                  path: paths.account.orderDetail.path,
                  ...lazyRoute('./routes/order-detail.tsx', 'OrderDetailRoute'),
                },
                {
                  path: paths.account.topUp.path,
                  ...lazyRoute('./routes/top-up.tsx', 'TopUpRoute'),
                },
                {
                  path: paths.account.apiKeys.path,
                  ...lazyRoute('./routes/api-keys.tsx', 'ApiKeysRoute'),
                },
                {
                  path: paths.addresses.list.path,
                  ...lazyRoute('./routes/address-book.tsx', 'AddressBookRoute'),
                },
                ...[paths.addresses.create.path, paths.addresses.edit.path].map((path) => ({
                  path,
                  ...lazyRoute('./routes/address-form.tsx', 'AddressFormRoute'),
                })),
                {
                  path: paths.addresses.search.path,
                  ...lazyRoute('./routes/address-search.tsx', 'AddressSearchRoute'),
                },
                {
                  path: paths.addresses.select.path,
                  ...lazyRoute('./routes/address-select.tsx', 'AddressSelectRoute'),
                },
              ],
            },
          ],
        },
        {
          // Open to everyone: the licence credits must be reachable signed in or not, and so must a reset link.
          ...lazyRoute('./layout/open-layout.tsx', 'OpenLayout'),
          children: [
            {
              // Public tracking: the code is all a receiver or a sender's family has.
              path: paths.tracking.path,
              ...lazyRoute('./routes/public-tracking.tsx', 'PublicTrackingRoute'),
            },
            {
              // The price calculator: what a parcel costs, before an account is opened.
              path: paths.priceCalculator.path,
              ...lazyRoute('./routes/price-calculator.tsx', 'PriceCalculatorRoute'),
            },
            {
              path: paths.dataSources.path,
              ...lazyRoute('./routes/data-sources.tsx', 'DataSourcesRoute'),
            },
            {
              // A reset link works whoever is signed in on the device that opens it.
              path: paths.auth.resetPassword.path,
              ...lazyRoute('./routes/reset-password.tsx', 'ResetPasswordRoute'),
            },
          ],
        },
        // Unknown paths (and screens of later issues) go to the order screen (spec 1 section 2).
        { path: '*', element: <Navigate to={DEFAULT_SIGNED_IN_PATH} replace /> },
      ],
    },
  ];
}

/**
 * Asks for the modules of the page its HTML names (scripts/prerender.mjs), as the router's start would. Done
 * in a task before it, their loading (Vite's links for their chunks and stylesheets) is not part of the
 * router's start, a page's longest task on a phone (about 120–160 ms at 4×).
 */
export function loadPageModules(): Promise<unknown> {
  const named = document.querySelector(`[${PAGE_MODULES_ATTRIBUTE}]`)?.getAttribute(PAGE_MODULES_ATTRIBUTE) ?? '';
  return Promise.all(named.split(' ').map((module) => routeModules[module]?.()));
}

export function createAppRouter() {
  const appRouter = createBrowserRouter(createAppRoutes());
  setUnauthorizedHandler(() => {
    const { pathname, search } = appRouter.state.location;
    const isOnSignIn = pathname.startsWith(paths.auth.login.path);
    void appRouter.navigate(paths.auth.login.getHref(), {
      replace: true,
      state: isOnSignIn ? undefined : { from: `${pathname}${search}` },
    });
  });
  return appRouter;
}

/** A page the router can show: its path pattern and the modules it loads, outermost layout first. */
export type PageModules = { path: string; modules: string[] };

/** Every page of `routes` with the modules that showing it loads (the build lists their chunks in its HTML). */
export function pageModules(routes: RouteObject[], parentPath = '', parentModules: string[] = []): PageModules[] {
  return routes.flatMap((route) => {
    const path = route.path ? joinPaths(parentPath, route.path) : parentPath;
    const module = (route.handle as RouteHandle | undefined)?.module;
    const modules = module ? [...parentModules, module] : parentModules;
    if (route.children) return pageModules(route.children, path, modules);
    return route.lazy && route.path ? [{ path, modules }] : [];
  });
}

function joinPaths(parent: string, child: string) {
  return child.startsWith('/') ? child : `${parent.replace(/\/$/, '')}/${child}`;
}

export type AppRouterInstance = ReturnType<typeof createAppRouter>;

/** Resolves once the router has loaded the current page's modules (its lazy routes). */
export function whenRouterReady(router: AppRouterInstance): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}
