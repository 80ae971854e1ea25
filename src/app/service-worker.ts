/**
 * The service worker of the installed app (scripts/build/installed-app-plugin.ts,
 * docs/decisions/0029-installed-app-and-offline.md), registered from a file (the CSP allows no
 * inline script). A new version installs in the background and waits: `onUpdate` hears of it,
 * and `apply` lets it take over, then reloads this tab once.
 */
export interface Update {
  /** Another tab let the new version take over: this tab runs the old code until it reloads. */
  isAppliedElsewhere: boolean;
  apply(): void;
}

let isRegistered = false;

export const registerServiceWorker = (onUpdate: (update: Update) => void): void => {
  if (isRegistered || !('serviceWorker' in navigator)) return;
  isRegistered = true;
  const { serviceWorker } = navigator;
  let isApplying = false;
  const hadController = serviceWorker.controller !== null;
  serviceWorker.addEventListener('controllerchange', () => {
    if (isApplying) window.location.reload();
    else if (hadController)
      onUpdate({ isAppliedElsewhere: true, apply: () => window.location.reload() });
  });
  const offer = (worker: ServiceWorker) =>
    onUpdate({
      isAppliedElsewhere: false,
      apply: () => {
        isApplying = true;
        worker.postMessage({ type: 'SKIP_WAITING' });
      },
    });
  serviceWorker.register('/sw.js', { scope: '/' }).then(
    (registration: ServiceWorkerRegistration | undefined) => {
      // A browser that blocks workers (Playwright's `serviceWorkers: 'block'`) resolves empty.
      if (!registration) return;
      // The first version installs for the next visit; only a later one waits to take over.
      if (registration.waiting && serviceWorker.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && serviceWorker.controller) offer(installing);
        });
      });
    },
    // Without a worker the dashboard works as before, from the network.
    () => undefined,
  );
};
