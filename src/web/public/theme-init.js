// Runs before first paint (loaded in <head>) so a dark-theme user never sees a light flash.
// External file because the Content-Security-Policy forbids inline scripts.
(() => {
  var theme = 'light';
  try {
    if (localStorage.getItem('cito.theme') === 'dark') theme = 'dark';
  } catch (_) {
    // storage blocked: keep the default
  }
  document.documentElement.dataset.theme = theme;
})();
