import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { AppProviders } from './AppProviders';
import { appRoutes } from './routes';

const router = createBrowserRouter(appRoutes);

/** The whole app: providers around the router. */
export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <UpdatePrompt />
    </AppProviders>
  );
}
