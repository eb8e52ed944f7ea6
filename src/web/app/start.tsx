// The app: its router, screens and data, started by the entry (main.tsx) once the loading screen
// is painted.
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { pageAnswers } from '../api/preload.ts';
import { persistOptions, queryClient } from '../api/query-client.ts';
import { AppRoutes, preloadScreen } from '../routes.tsx';
import { scrollKey } from './layout.tsx';
import { AppHistory, AppRouter } from './router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

const history = new AppHistory();
// the first screen's chunk is asked for now, not once React has rendered as far as its route
preloadScreen(history.state.location);
// the page's answers are for the screen it was served as; the next screen reads afresh
const stopWatching = history.listen(({ location }) => {
  if (pageAnswers.at(location.pathname + location.search)) stopWatching();
});

// Not inside startTransition: the router reads the history's location as it first renders and
// subscribes to it in a layout effect, and the first screen's chunk may arrive in between (quickly,
// from the cache, on a slow phone); a time-sliced first render left the app on its loading screen
// for good (under React Router's data router, which the app used then; e2e/startup.spec.ts). The
// first render is the loading screen and the providers; the screens themselves render in the
// router's transitions, in slices.
createRoot(container).render(
  <StrictMode>
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      <AppRouter history={history} scrollKey={scrollKey}>
        <AppRoutes />
      </AppRouter>
    </PersistQueryClientProvider>
  </StrictMode>,
);
