import { useMediaQuery } from './useMediaQuery';

/** Whether the system asks for reduced motion, following changes (what moves by itself stops then). */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
