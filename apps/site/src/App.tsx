import { RouterProvider } from 'react-router-dom';
import type { DataRouter } from 'react-router-dom';
import { HydrationBoundary } from './hydration';

/**
 * The site: its one router (routes.tsx), which renders the frame and the page of the address. `prerendered`: the
 * page in the HTML is hydrated (it first draws what the prerender drew).
 */
export function App({ router, prerendered = false }: { router: DataRouter; prerendered?: boolean }) {
  return (
    <HydrationBoundary prerendered={prerendered}>
      <RouterProvider router={router} />
    </HydrationBoundary>
  );
}
