/**
 * A new task: what follows runs after the browser has had its turn (input, a frame). Work split at these points is
 * several short tasks instead of one long one, which on a slow phone keeps input waiting (Lighthouse's blocking time).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
