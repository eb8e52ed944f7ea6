import '@fontsource/pixelify-sans/400.css';
import '@fontsource/pixelify-sans/600.css';
import '@fontsource/press-start-2p/400.css';
import './app/styles.css';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { pageAnswers } from './api/preload.ts';
import { persistOptions, queryClient } from './api/query-client.ts';
import { createRouter } from './routes.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

const router = createRouter();
// the page's answers are for the screen it was served as; the next screen reads afresh
const stopWatching = router.subscribe(({ location }) => {
  if (pageAnswers.at(location.pathname + location.search)) stopWatching();
});

// A transition (issue 20 §1): React renders the first screen in slices and yields to the browser
// between them, instead of one long task that blocks input on a slow phone. The loading screen of
// index.html stays painted until the app is ready to replace it.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
        <RouterProvider router={router} />
      </PersistQueryClientProvider>
    </StrictMode>,
  );
});
