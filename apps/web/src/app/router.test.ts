import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths.ts';
import { createAppRoutes, pageModules } from './router.tsx';

describe('the pages the build names the chunks of', () => {
  const pages = pageModules(createAppRoutes());
  const modulesOf = (path: string) => pages.find((page) => page.path === path)?.modules;

  it('lists each page with the modules showing it loads, outermost layout first', () => {
    expect(modulesOf(paths.account.orderDetail.path)).toEqual([
      './layout/protected-layout.tsx',
      './layout/account-layout.tsx',
      './routes/order-detail.tsx',
    ]);
    expect(modulesOf(paths.c2cOrder.path)).toEqual(['./layout/protected-layout.tsx', './routes/c2c-order.tsx']);
    expect(modulesOf(paths.tracking.path)).toEqual(['./layout/open-layout.tsx', './routes/public-tracking.tsx']);
    expect(modulesOf(paths.auth.login.path)).toEqual(['./layout/public-layout.tsx', './routes/sign-in.tsx']);
  });

  it('lists every page path once and leaves out the redirects', () => {
    const listed = pages.map((page) => page.path);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toContain(paths.addresses.edit.path);
    expect(listed).not.toContain('*');
    expect(listed).not.toContain('/');
  });
});
