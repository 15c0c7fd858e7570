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
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.append(app);
  };
  requestAnimationFrame(() => setTimeout(start, 0));
})();
