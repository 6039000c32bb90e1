/*
 * Clube: notices pushed to the phone. The generated service worker loads this file
 * (vite.config.ts, workbox.importScripts); it shows each push as a notification with the company's
 * icon and, on a tap, opens the notice in 'Avisos' — in a window of the app already open if there
 * is one. Plain JavaScript: it is served as it is, outside the app's bundle.
 */
/* global self */
(function (scope) {
  var FALLBACK_PATH = '/auth/notices';
  var APP_ICON = '/pwa-192x192.png';

  /** Only a path of this app: a payload never sends the member elsewhere. */
  function targetPath(url) {
    return typeof url === 'string' && url.charAt(0) === '/' && url.charAt(1) !== '/'
      ? url
      : FALLBACK_PATH;
  }

  /** The notification of a push's JSON payload ({ id, titulo, texto, icone, url }). */
  function notificationOf(payload) {
    var p = payload || {};
    return {
      title: typeof p.titulo === 'string' && p.titulo ? p.titulo : 'Clube',
      options: {
        body: typeof p.texto === 'string' ? p.texto : '',
        icon: targetPath(p.icone) === p.icone ? p.icone : APP_ICON,
        badge: APP_ICON,
        lang: 'pt-BR',
        tag: p.id ? 'aviso-' + p.id : undefined,
        data: { url: targetPath(p.url) },
      },
    };
  }

  /**
   * Opens `path`: focuses a window of this app that is already open and takes it there, else
   * opens a new one. Answers which it did ('focused' or 'opened').
   */
  function openNotice(clients, origin, path) {
    var url = new URL(targetPath(path), origin).href;
    return clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (list) {
      var open = list.filter(function (c) {
        return new URL(c.url).origin === origin;
      });
      var client =
        open.find(function (c) {
          return c.focused;
        }) || open[0];
      if (!client)
        return clients.openWindow(url).then(function () {
          return 'opened';
        });
      // A window the worker does not control cannot be taken elsewhere: a new one opens then.
      return client
        .focus()
        .then(function (focused) {
          return (focused || client).navigate(url);
        })
        .then(function (navigated) {
          if (navigated) return 'focused';
          return clients.openWindow(url).then(function () {
            return 'opened';
          });
        })
        .catch(function () {
          return clients.openWindow(url).then(function () {
            return 'opened';
          });
        });
    });
  }

  scope.clubePush = {
    targetPath: targetPath,
    notificationOf: notificationOf,
    openNotice: openNotice,
  };

  scope.addEventListener('push', function (event) {
    var payload = {};
    try {
      payload = event.data ? event.data.json() : {};
    } catch {
      payload = {};
    }
    var n = notificationOf(payload);
    event.waitUntil(scope.registration.showNotification(n.title, n.options));
  });

  scope.addEventListener('notificationclick', function (event) {
    event.notification.close();
    var data = event.notification.data || {};
    event.waitUntil(openNotice(scope.clients, scope.location.origin, data.url));
  });
})(self);
