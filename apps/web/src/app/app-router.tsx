import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { HomePage } from '../pages/home-page.tsx';
import { LegalDocumentPage } from '../pages/legal-document-page.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { SectionNotBuiltPage } from '../pages/section-not-built-page.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { NAVIGATION_ITEMS } from './layout/navigation-items.ts';

/** Sections whose feature is not in this version yet; each replaces its entry here when it lands. */
const SECTIONS_NOT_BUILT = NAVIGATION_ITEMS.filter((item) => item.path !== '/');

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<AppLayout />}>
          <Route index element={<HomePage />} />
          {SECTIONS_NOT_BUILT.map(({ path, labelKey }) => (
            <Route key={path} path={path} element={<SectionNotBuiltPage labelKey={labelKey} />} />
          ))}
          <Route path="/terms-of-use" element={<LegalDocumentPage documentKey="nav.termsOfUse" />} />
          <Route path="/privacy-policy" element={<LegalDocumentPage documentKey="nav.privacyPolicy" />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
