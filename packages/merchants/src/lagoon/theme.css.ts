import { createTheme } from '@vanilla-extract/css';
import { vars } from '@wl/ui/theme';
import { tokens } from './tokens';

export const light = createTheme(vars, tokens.light);
export const dark = createTheme(vars, tokens.dark);
