import { useNavigate } from 'react-router-dom';

/**
 * The router's navigate for ui callbacks, which hand over more than a path (`onNavigate(path, id)`): only the path
 * is passed on, so an extra argument is never read as navigation options.
 */
export function useSafeNavigate() {
  const navigate = useNavigate();
  return (path: string) => void navigate(path);
}
