import { benchPages } from '../scripts/bench/pages';
import { expect, test } from './fixtures';

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
};

test.describe('security of the served dashboard', () => {
  test('the HTML, the fallback and the assets carry the headers; no inline script', async ({
    request,
  }) => {
    const index = await request.get('/');
    const html = await index.text();
    // Vite's output loads every script from a file; inline script would need 'unsafe-inline'.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();

    for (const path of ['/', '/sign-in', asset as string]) {
      const res = await request.get(path, { headers: { 'Accept-Encoding': 'gzip, br' } });
      expect(res.status(), path).toBe(200);
      const headers = res.headers();
      expect(headers, path).toMatchObject(SECURITY_HEADERS);
      expect(headers['permissions-policy'], path).toMatch(/camera=\(\).*geolocation=\(\)/);
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, path).toContain("script-src 'self';");
      expect(csp, path).toContain("connect-src 'self';");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).not.toContain('unsafe');
    }
    const script = await request.get(asset as string, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(script.headers()['content-encoding']).toBe('gzip');
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('every page works under the policy and asks nothing of another origin', async ({
    page,
    server,
    signIn,
  }) => {
    test.setTimeout(120_000);
    const violations: string[] = [];
    const foreign: string[] = [];
    page.on('console', (message) => {
      // Also a Permissions-Policy feature Chromium does not know, which it logs as an error.
      if (/Content.Security.Policy|Permissions.Policy|Refused to/i.test(message.text()))
        violations.push(`console: ${message.text()}`);
    });
    await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
          `${event.violatedDirective} blocked ${event.blockedURI} at ${location.pathname}`,
        ),
      ),
    );
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== server.url && !['data:', 'blob:'].includes(url.protocol))
        foreign.push(request.url());
    });

    const demo = server.createUser({ demo: true });
    await signIn(demo);
    for (const { name, path } of await benchPages(server, demo)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first(), name).toBeVisible();
      await page.waitForLoadState('networkidle');
      if (name === 'QR statistics') {
        // Charts render, and the PNG export (canvas, blob URL) runs under the policy.
        await expect(page.locator('.recharts-surface').first()).toBeVisible();
        await page.getByText('Download and print', { exact: true }).click();
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Download PNG' }).click();
        expect((await download).suggestedFilename()).toMatch(/\.png$/);
      }
    }
    expect(violations).toEqual([]);
    expect(foreign).toEqual([]);
  });
});
