import '@fontsource/pixelify-sans/400.css';
import '@fontsource/pixelify-sans/600.css';
import '@fontsource/press-start-2p/400.css';
import './app/styles.css';
import { LOAD_FAILED_TEXT } from './app/load-failure.ts';

/**
 * Resolves once the browser has painted a frame (index.html's loading screen), or at once in a
 * hidden tab, which paints nothing until shown.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

// The entry is this file and the stylesheets above (inlined in index.html). The app starts once the
// loading screen is on screen: its scripts, fetched meanwhile (the server names them in the page,
// src/server/http/web.ts), take the main thread for a while as they run, and a first paint that waited
// for them made a phone's first screen as late as the framework (issue 20 §1). The cost is at most
// a frame: on a phone's connection the scripts arrive well after the loading screen is painted.
void afterFirstPaint()
  .then(() => import('./app/start.tsx'))
  .catch(showLoadFailure);

/**
 * The app's scripts could not be fetched (the connection dropped, or a deployment replaced them):
 * the loading screen says so and offers a reload, rather than saying "Loading" for good.
 */
function showLoadFailure(): void {
  const screen = document.querySelector('#root > .app-loading');
  if (!screen) return;
  const text = document.createElement('p');
  text.textContent = LOAD_FAILED_TEXT;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'btn btn--primary btn--md';
  reload.textContent = 'Reload page';
  reload.addEventListener('click', () => window.location.reload());
  screen.setAttribute('role', 'alert');
  screen.replaceChildren(text, reload);
}
