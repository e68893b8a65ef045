import './app/mantine-styles';
import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Not a top-level await: the locale's chunk imports from this one, which must have finished evaluating.
void initI18n().then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
