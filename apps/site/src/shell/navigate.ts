import { useNavigate } from 'react-router-dom';

/** Navigation that ignores a failed push (spec §2), e.g. to the page already shown. */
export function useSafeNavigate() {
  const navigate = useNavigate();
  return (path: string) => {
    try {
      void Promise.resolve(navigate(path)).catch(() => undefined);
    } catch {
      // a push that fails leaves the player where they are
    }
  };
}
