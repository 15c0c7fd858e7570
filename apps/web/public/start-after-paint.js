// Starts the app once the page's own content (written into the first response: the public
// advert) has been painted, so that on a slow network the scripts do not compete with the styles
// before the first paint. The server names the entry and its modules in this element's data
// (startAfterPaint in apps/api/src/plugins/web-app.ts).
(() => {
  const script = document.currentScript;
  const entry = script?.getAttribute('data-entry');
  if (!entry) return;
  const preloads = (script.getAttribute('data-preload') ?? '').split(' ').filter(Boolean);
  const start = () => {
    // One insertion for all of them: one by one, each link cost the head's processing again.
    const added = document.createDocumentFragment();
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      added.append(link);
    }
    const app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    added.append(app);
    document.head.append(added);
  };
  requestAnimationFrame(() => setTimeout(start, 0));
})();
