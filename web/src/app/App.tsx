import { BrowserRouter, useRoutes } from 'react-router-dom';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { AppProviders } from './AppProviders';
import { appRoutes } from './routes';

function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * The whole app: providers around the router. React Router's declarative BrowserRouter, not the
 * data router: the app uses no loaders, actions or fetchers, and the data router's code would be
 * ~16 KiB gzipped more on the first route (budget: docs/decisions/006-first-route-budget.md). So
 * the document title and the crash screen are rendered by the routes' own elements (./routes.tsx),
 * not by `useMatches` and `errorElement`.
 */
export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <UpdatePrompt />
    </AppProviders>
  );
}
