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
export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      hydrateFallbackElement: <ShellSkeleton />,
      children: [
        {
          lazy: async () => ({ Component: (await import('./layout/public-layout.tsx')).PublicLayout }),
          children: [
            {
              path: paths.auth.login.path,
              lazy: async () => ({ Component: (await import('./routes/sign-in.tsx')).SignInRoute }),
            },
            {
              path: paths.auth.register.path,
              lazy: async () => ({ Component: (await import('./routes/register.tsx')).RegisterRoute }),
            },
            {
              path: paths.auth.forgotPassword.path,
              lazy: async () => ({ Component: (await import('./routes/forgot-password.tsx')).ForgotPasswordRoute }),
            },
          ],
        },
        {
          lazy: async () => ({ Component: (await import('./layout/protected-layout.tsx')).ProtectedLayout }),
          children: [
            { index: true, element: <Navigate to={DEFAULT_SIGNED_IN_PATH} replace /> },
            {
              path: paths.c2cOrder.path,
              lazy: async () => ({ Component: (await import('./routes/c2c-order.tsx')).C2cOrderRoute }),
            },
            {
              path: paths.cargoOrder.path,
              lazy: async () => ({ Component: (await import('./routes/cargo-order.tsx')).CargoOrderRoute }),
            },
            {
              // The order flow's last page: no sidebar (spec 2 section 2).
              path: paths.orderConfirmation.path,
              lazy: async () => ({
                Component: (await import('./routes/order-confirmation.tsx')).OrderConfirmationRoute,
              }),
            },
            {
              // Deals are in the user menu, not the sidebar (spec 2 section 2): no sidebar here.
              path: paths.deals.path,
              lazy: async () => ({ Component: (await import('./routes/deals.tsx')).DealsRoute }),
            },
            {
              // Post offices belong to the order flow: no sidebar there (spec 2 section 2).
              path: paths.choosePostOffice.path,
              lazy: async () => ({
                Component: (await import('./routes/choose-post-office.tsx')).ChoosePostOfficeRoute,
              }),
            },
            {
              lazy: async () => ({ Component: (await import('./layout/account-layout.tsx')).AccountLayout }),
              children: [
                {
                  path: paths.account.profile.path,
                  lazy: async () => ({ Component: (await import('./routes/my-profile.tsx')).MyProfileRoute }),
                },
                {
                  path: paths.account.changePassword.path,
                  lazy: async () => ({ Component: (await import('./routes/change-password.tsx')).ChangePasswordRoute }),
                },
                {
                  path: paths.account.orders.path,
                  lazy: async () => ({ Component: (await import('./routes/my-orders.tsx')).MyOrdersRoute }),
                },
                {
                  path: paths.account.orderDetail.path,
                  lazy: async () => ({ Component: (await import('./routes/order-detail.tsx')).OrderDetailRoute }),
                },
                {
                  path: paths.account.topUp.path,
                  lazy: async () => ({ Component: (await import('./routes/top-up.tsx')).TopUpRoute }),
                },
                {
                  path: paths.account.apiKeys.path,
                  lazy: async () => ({ Component: (await import('./routes/api-keys.tsx')).ApiKeysRoute }),
                },
                {
                  path: paths.addresses.list.path,
                  lazy: async () => ({ Component: (await import('./routes/address-book.tsx')).AddressBookRoute }),
                },
                ...[paths.addresses.create.path, paths.addresses.edit.path].map((path) => ({
                  path,
                  lazy: async () => ({ Component: (await import('./routes/address-form.tsx')).AddressFormRoute }),
                })),
                {
                  path: paths.addresses.search.path,
                  lazy: async () => ({ Component: (await import('./routes/address-search.tsx')).AddressSearchRoute }),
                },
                {
                  path: paths.addresses.select.path,
                  lazy: async () => ({ Component: (await import('./routes/address-select.tsx')).AddressSelectRoute }),
                },
              ],
            },
          ],
        },
        {
          // Open to everyone: the licence credits must be reachable signed in or not, and so must a reset link.
          lazy: async () => ({ Component: (await import('./layout/open-layout.tsx')).OpenLayout }),
          children: [
            {
              // Public tracking: the code is all a receiver or a sender's family has.
              path: paths.tracking.path,
              lazy: async () => ({ Component: (await import('./routes/public-tracking.tsx')).PublicTrackingRoute }),
            },
            {
              // The price calculator: what a parcel costs, before an account is opened.
              path: paths.priceCalculator.path,
              lazy: async () => ({ Component: (await import('./routes/price-calculator.tsx')).PriceCalculatorRoute }),
            },
            {
              path: paths.dataSources.path,
              lazy: async () => ({ Component: (await import('./routes/data-sources.tsx')).DataSourcesRoute }),
            },
            {
              // A reset link works whoever is signed in on the device that opens it.
              path: paths.auth.resetPassword.path,
              lazy: async () => ({ Component: (await import('./routes/reset-password.tsx')).ResetPasswordRoute }),
            },
          ],
        },
        // Unknown paths (and screens of later issues) go to the order screen (spec 1 section 2).
        { path: '*', element: <Navigate to={DEFAULT_SIGNED_IN_PATH} replace /> },
      ],
    },
  ];
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
