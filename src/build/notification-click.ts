/**
 * The service worker's `notificationclick` handler, appended to the Workbox-generated sw.js: a click on
 * a session notification (src/lib/notify/system-notifications.ts) closes it and brings the tool's tab
 * forward, or opens the tool when no tab of it is left. Plain ES2017 in a string, because it runs in
 * the worker as written; the unit test runs this very text against a fake worker scope.
 */
export const NOTIFICATION_CLICK_HANDLER = `
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const path = typeof data.path === 'string' && data.path.startsWith('/') ? data.path : '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const tab = windows.find((client) => new URL(client.url).pathname === path);
      if (tab) return tab.focus();
      return self.clients.openWindow(path);
    }),
  );
});
`;
