import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Providers } from './providers';
import { routes } from './routes';
import { createQueryClient } from './query-client';
import { FatalBoundary } from '../components/layout/error-screens';

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);

export const App = () => (
  <FatalBoundary>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </FatalBoundary>
);
