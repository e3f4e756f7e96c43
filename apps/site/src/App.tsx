import { RouterProvider } from 'react-router-dom';
import type { DataRouter } from 'react-router-dom';

/** The site: its one router (routes.tsx), which renders the frame and the page of the address. */
export function App({ router }: { router: DataRouter }) {
  return <RouterProvider router={router} />;
}
