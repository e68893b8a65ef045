import './app/mantine-styles';
import './app/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchFirstPage } from './app/router';
import { sessionQueryOptions } from './lib/auth/session';
import { brandingQueryOptions } from './lib/branding';
import { initI18n } from './lib/i18n';
import { queryClient } from './lib/query-client';

// Who is signed in and the brand are asked for at once, while the code and the catalogues load: every page
// waits for the first, and asking from the first render put both behind the page's code (a waterfall).
void queryClient.prefetchQuery(sessionQueryOptions);
void queryClient.prefetchQuery(brandingQueryOptions);
prefetchFirstPage(window.location);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Not a top-level await: the locale's chunk imports from this one, which must have finished evaluating.
// The first render in a transition: React renders it in slices of a few milliseconds and lets the browser paint
// and answer input between them, instead of one long task (Lighthouse's total blocking time).
void initI18n().then(() => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
