import { createContext } from 'react';

/**
 * Closes the phone's account sheet (AppHeader provides it around `accountSheet`): an entry calls it when chosen, so
 * what the entry opens takes over. Outside the sheet it does nothing.
 */
export const AccountSheetClose = createContext<() => void>(() => undefined);
