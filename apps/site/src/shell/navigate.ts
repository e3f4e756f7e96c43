import { useNavigate } from 'react-router-dom';

/** Navigation for the frame's links; the router already ignores a push the browser refuses (spec §8). */
export function useSafeNavigate() {
  const navigate = useNavigate();
  return (path: string) => navigate(path);
}
