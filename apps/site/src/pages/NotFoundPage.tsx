import { Link, useLocation } from 'react-router-dom';
import { NotFound } from '@wl/ui';

/** An address the route table does not have (spec §2 lists them all): says so and leads home. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <NotFound
      path={pathname}
      renderHomeLink={({ className, children }) => (
        <Link to="/" className={className}>
          {children}
        </Link>
      )}
    />
  );
}
