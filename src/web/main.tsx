import '@fontsource/pixelify-sans/400.css';
import '@fontsource/pixelify-sans/600.css';
import '@fontsource/press-start-2p/400.css';
import './app/styles.css';

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
void afterFirstPaint().then(() => import('./app/start.tsx'));
