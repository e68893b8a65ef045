import './app/mantine-styles';
import './app/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startFirstPage } from './app/router';
import { sessionQueryOptions } from './lib/auth/session';
import { brandingQueryOptions } from './lib/branding';
import { initI18n } from './lib/i18n';
import { queryClient } from './lib/query-client';

// Who is signed in, the brand, and the first page's code and answers are asked for at once, while the
// catalogues load: asking from the first render put each behind the one before (a waterfall).
void queryClient.prefetchQuery(sessionQueryOptions);
void queryClient.prefetchQuery(brandingQueryOptions);
startFirstPage(window.location);

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
