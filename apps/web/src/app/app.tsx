import { AppProviders } from './app-providers.tsx';
import { AppRouter } from './app-router.tsx';

export function App() {
  return (
    <AppProviders>
      <AppRouter />
    </AppProviders>
  );
}
