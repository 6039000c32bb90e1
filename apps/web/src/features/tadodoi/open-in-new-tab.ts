import { httpHref } from '../../lib/external-link';

/**
 * Opens a tab on the tap itself (a popup blocker lets it through), before the address is known,
 * and returns what to do once it is: show it there, or close the empty tab on failure. The tab
 * gets no `opener` (what rel=noopener gives a link). Without a tab (blocked anyway) the address
 * opens in a new one with noopener when it arrives.
 */
export function openPendingTab(): { show: (url: string) => void; cancel: () => void } {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return {
    show(url) {
      const href = httpHref(url);
      if (!href) {
        tab?.close();
        return;
      }
      if (tab) tab.location.href = href;
      else window.open(href, '_blank', 'noopener');
    },
    cancel() {
      tab?.close();
    },
  };
}
