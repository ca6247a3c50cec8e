// Registers the service worker (public/sw.js) of a production build, once the page has loaded:
// the app's own files are then kept, so that the portal opens without a connection
// (docs/architecture.md, "Reading offline"). Not in development or tests, where the files
// change under it.
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workers = navigator.serviceWorker;
  // The files this page loaded before the worker controlled it, which the worker did not see:
  // it adds them from the browser's cache.
  const nameLoadedFiles = () =>
    workers.controller?.postMessage({
      type: 'cache-assets',
      urls: performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => new URL(url).pathname.startsWith('/assets/')),
    });
  workers.addEventListener('controllerchange', nameLoadedFiles);
  window.addEventListener('load', () => {
    workers
      .register('/sw.js')
      .then(() => workers.ready)
      .then(nameLoadedFiles)
      .catch(() => {
        // The portal works without it; only opening it offline does not.
      });
  });
}
