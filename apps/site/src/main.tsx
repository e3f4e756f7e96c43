import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, readStoredLanguage } from '@wl/ui/i18n';
import { merchant } from '@merchant/config';
import { App } from './App';

// The stored choice wins when this merchant offers it; otherwise the merchant's default (spec: EN).
const stored = readStoredLanguage();
const language = stored && merchant.languages.includes(stored) ? stored : merchant.defaultLanguage;
document.title = merchant.name;

void initI18n({ language }).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
