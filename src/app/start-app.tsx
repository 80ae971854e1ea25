import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { currentLocale, followOtherTabs, loadPickedLocale } from '../lib/i18n';
import { SOURCE_LOCALE } from '../lib/locales';
import { nextTask } from '../lib/when-idle';
import { appElement, routerReady, type AppInstance } from './create-app';

/**
 * index.html holds the sign-in page as the app renders it (docs/decisions/0014-first-paint-shell.md).
 * When this visit shows that page, React adopts the static one once its code is here: nothing is
 * replaced, so the first paint is the final one and what the person typed stays. Any other page
 * is rendered, replacing the static one (a signed-in tab shows it as an empty frame).
 *
 * The adoption is a transition: React then hydrates in slices of a few milliseconds with the
 * browser's turn in between, instead of one long task (total blocking time). The
 * static form works meanwhile, and an event on a part not yet adopted makes React adopt that
 * part at once.
 *
 * In another language the app renders its page once that language's words have arrived
 * (docs/decisions/0041-languages.md).
 */
export const startApp = async (app: AppInstance, container: HTMLElement) => {
  await loadPickedLocale();
  followOtherTabs();
  // The static page is English: in another language the app renders its own.
  if (container.hasChildNodes() && !app.session.get() && currentLocale() === SOURCE_LOCALE) {
    await routerReady(app.router);
    await nextTask();
    const { location, errors } = app.router.state;
    if (location.pathname === '/sign-in' && !errors) {
      startTransition(() => void hydrateRoot(container, appElement(app)));
      return;
    }
  }
  createRoot(container).render(appElement(app));
};
