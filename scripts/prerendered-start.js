// Inlined into each app's index.html after the list of its code (scripts/prerender.mjs; its hash is in the server's CSP): starts the app's code, and where the first screen drawn into the page shows, only once it has painted (decision 135).
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
    // As a module script in the page would: it runs once the page is parsed.
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', run, { once: true });
    } else {
      run();
    }
  };
  const copyShows = document.documentElement.classList.contains('show-prerendered');
  if (!copyShows || document.visibilityState === 'hidden') return start();
  // The browser reports the paint of the largest text once it is on the screen. It reports none
  // for a page that is hidden, and some browsers never do: then the code starts anyway.
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, 3000);
  if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint')) {
    new PerformanceObserver(start).observe({ type: 'largest-contentful-paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start));
  }
})();
