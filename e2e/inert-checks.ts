import type { Page } from '@playwright/test';

/** Markup that runs script if a page renders API text as HTML instead of text. */
export const XSS = '<img src=x onerror=alert(1)>';

/** Counts the alert, confirm and prompt dialogs the page opens (each dismissed): read it last. */
export const countDialogs = (page: Page) => {
  let count = 0;
  page.on('dialog', (dialog) => {
    count++;
    void dialog.dismiss();
  });
  return () => count;
};
