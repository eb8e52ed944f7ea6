import '@fontsource/pixelify-sans/400.css';
import '@fontsource/pixelify-sans/600.css';
import '@fontsource/press-start-2p/400.css';
import './app/styles.css';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { StrictMode } from 'react';
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

// Not inside startTransition: RouterProvider reads the router's state as it first renders and
// subscribes to it in a layout effect. A time-sliced first render yields to the browser in between,
// and a screen's chunk that arrives then (quickly, from the cache, on a slow phone) initializes the
// router unseen: the app stayed on its loading screen for good (most visits at a 4× CPU slowdown,
// e2e/startup.spec.ts). The first render is the loading screen and the providers; the
// screens themselves render in React Router's own transitions, in slices.
createRoot(container).render(
  <StrictMode>
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      <RouterProvider router={router} />
    </PersistQueryClientProvider>
  </StrictMode>,
);
