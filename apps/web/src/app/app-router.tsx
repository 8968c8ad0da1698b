import { Route, Routes } from 'react-router-dom';
import { CreditHistoryPage } from '../pages/credit-history-page.tsx';
import { DiscordLoginRedirectPage } from '../pages/discord-login-redirect-page.tsx';
import { GoogleLoginRedirectPage } from '../pages/google-login-redirect-page.tsx';
import { HomePage } from '../pages/home-page.tsx';
import { LegalDocumentPage } from '../pages/legal-document-page.tsx';
import { MyVideosPage } from '../pages/my-videos-page.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { SectionNotBuiltPage } from '../pages/section-not-built-page.tsx';
import { VideoPage } from '../pages/video-page.tsx';
import { VoicePage } from '../pages/voice-page.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { NAVIGATION_ITEMS } from './layout/navigation-items.ts';

/** Sections with their own page. */
const BUILT_SECTION_PATHS = new Set(['/', '/voice', '/my-videos']);
/** Sections whose feature is not in this version yet; each replaces its entry here when it lands. */
const SECTIONS_NOT_BUILT = NAVIGATION_ITEMS.filter((item) => !BUILT_SECTION_PATHS.has(item.path));

/** Every route; the router itself sits in the app providers, beside the dialogs that navigate. */
export function AppRouter() {
  return (
    <Routes>
      {/* The OAuth return pages run inside the sign-in popup: no layout, and no guest session started. */}
      <Route path="/googleLoginRedirect" element={<GoogleLoginRedirectPage />} />
      <Route path="/discordLoginRedirect" element={<DiscordLoginRedirectPage />} />
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        {SECTIONS_NOT_BUILT.map(({ path, labelKey }) => (
          <Route key={path} path={path} element={<SectionNotBuiltPage labelKey={labelKey} />} />
        ))}
        <Route path="/voice" element={<VoicePage />} />
        <Route path="/my-videos" element={<MyVideosPage />} />
        <Route path="/my-videos/:projectId" element={<VideoPage />} />
        <Route path="/credits" element={<CreditHistoryPage />} />
        <Route path="/terms-of-use" element={<LegalDocumentPage documentKey="legal.termsOfUse" />} />
        <Route path="/privacy-policy" element={<LegalDocumentPage documentKey="legal.privacyPolicy" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
