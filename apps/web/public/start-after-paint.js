// Starts the app once the page's own content (written into the first response: the public
// advert) has been painted, so that on a slow network the scripts do not compete with the styles
// before the first paint. The server names the entry and its modules in this element's data
// (startAfterPaint in apps/api/src/plugins/web-app.ts).
(() => {
  // A page drawn on the server shows its buttons before the app has taken it over, and until then
  // a click on one does nothing (decision 028). The last such click is kept, the page shows it is
  // on its way (a busy cursor), and the click is made again on the same element once the app has
  // started (`data-app-started` on the html element), if the app kept that element. Links work
  // on their own and are left alone; so is a click made by a script.
  function keepEarlyClick() {
    const root = document.documentElement;
    const CONTROLS =
      'button, summary, input[type="checkbox"], input[type="radio"], [role="button"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="menuitem"]';
    let kept = null;
    const keep = (event) => {
      if (!event.isTrusted || root.hasAttribute('data-app-started')) return;
      const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
      if (!control || control.closest('a[href]') || control.closest('[inert]')) return;
      // Not now: nor may a submit button send its form the browser's own way.
      event.preventDefault();
      event.stopPropagation();
      kept = control;
      root.setAttribute('data-click-kept', '');
    };
    document.addEventListener('click', keep, true);
    const started = new MutationObserver(() => {
      if (!root.hasAttribute('data-app-started')) return;
      started.disconnect();
      document.removeEventListener('click', keep, true);
      root.removeAttribute('data-click-kept');
      const control = kept;
      kept = null;
      if (control?.isConnected) control.click();
    });
    started.observe(root, { attributes: true, attributeFilter: ['data-app-started'] });
  }

  const script = document.currentScript;
  const entry = script?.getAttribute('data-entry');
  if (!entry) return;
  keepEarlyClick();
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
