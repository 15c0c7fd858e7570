// Starts the app once the page's own content (written into the first response: the public
// advert) has been painted, so that on a slow network the scripts do not compete with the styles
// before the first paint. The server names the entry and its modules in this element's data
// (startAfterPaint in apps/api/src/plugins/web-app.ts).
(() => {
  const script = document.currentScript;
  const entry = script?.getAttribute('data-entry');
  if (!entry) return;
  const preloads = (script.getAttribute('data-preload') ?? '').split(' ').filter(Boolean);
  // A module preload costs the main thread a moment to start (a signed-in page names a hundred):
  // six at a time, each six their own task, so that none of them is a long task on a slow
  // phone. The app's entry comes last, once its modules are all on their way.
  const BATCH = 6;
  const start = (from) => {
    const added = document.createDocumentFragment();
    for (const href of preloads.slice(from, from + BATCH)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      added.append(link);
    }
    if (from + BATCH < preloads.length) {
      document.head.append(added);
      setTimeout(() => start(from + BATCH), 0);
      return;
    }
    const app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    added.append(app);
    document.head.append(added);
  };
  requestAnimationFrame(() => setTimeout(() => start(0), 0));
})();
