import { RouterProvider } from 'react-router-dom';
import type { DataRouter } from 'react-router-dom';
import { HydrationGate } from './hydration';

/**
 * The site: its one router (routes.tsx), which renders the frame and the page of the address. `prerendered`: it
 * hydrates a prerendered page (hydration.tsx).
 */
export function App({ router, prerendered }: { router: DataRouter; prerendered: boolean }) {
  return (
    <HydrationGate prerendered={prerendered}>
      <RouterProvider router={router} />
    </HydrationGate>
  );
}
