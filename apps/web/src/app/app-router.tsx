import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { SectionNotBuiltPage } from '../pages/section-not-built-page.tsx';
import { FEATURES } from './features.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { ROUTES_NOT_BUILT, SECTIONS_NOT_BUILT } from './layout/navigation-items.ts';
import { PageLoading } from './layout/page-loading.tsx';

const FEATURE_ROUTES = FEATURES.flatMap((feature) => feature.routes);

/** Every route, from the features' own route lists; the router itself sits in the app providers, beside the dialogs that navigate. */
export function AppRouter() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        {FEATURE_ROUTES.filter((route) => route.isWithoutLayout).map(({ path, page: Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route element={<AppLayout />}>
          {FEATURE_ROUTES.filter((route) => !route.isWithoutLayout).map(({ path, page: Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          {[...SECTIONS_NOT_BUILT, ...ROUTES_NOT_BUILT].map(({ path, labelKey }) => (
            <Route key={path} path={path} element={<SectionNotBuiltPage labelKey={labelKey} />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
