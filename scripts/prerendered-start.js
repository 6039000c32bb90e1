// Inlined at the end of each app's pages, after the list of its code (scripts/prerender.mjs; its hash is in the server's CSP): starts the app's code, and where the page draws a first screen of its own, only once that has painted (decisions 135, 138).
(() => {
  const code = JSON.parse(document.getElementById('app-code').textContent);
  const add = (tag, properties) => {
    const element = Object.assign(document.createElement(tag), properties);
    element.crossOrigin = 'anonymous';
    document.head.append(element);
  };
  const run = () => add('script', { type: 'module', src: code.entry });
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of [code.entry, ...code.imports]) add('link', { rel: 'modulepreload', href });
    // The addresses of the images written into a kept screen (decision 137), after the code: the
    // app finds them in the browser's cache when it draws over the screen.
    for (const img of document.querySelectorAll('.kept-screen img[data-kept-src]')) {
      new Image().src = img.dataset.keptSrc;
    }
    // As a module script in the page would: it runs once the page is parsed.
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', run, { once: true });
    } else {
      run();
    }
  };
  // A first screen the page draws itself: the login drawn in at build time, or the screen kept
  // from the member's last visit.
  const shows = document.documentElement.classList;
  const drawn = shows.contains('show-prerendered') || shows.contains('show-kept-screen');
  if (!drawn || document.visibilityState === 'hidden') return start();
  // The browser reports the paint of the largest element once it is on the screen. It reports
  // none for a page that is hidden, and some browsers never do: then the code starts anyway.
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, 3000);
  if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint')) {
    new PerformanceObserver(start).observe({ type: 'largest-contentful-paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start));
  }
})();
