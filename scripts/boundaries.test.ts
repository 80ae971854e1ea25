import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The import-boundary zones of eslint.config.js (docs/decisions/0002), checked on real files. */
const root = resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The boundary errors ESLint reports for `source` as if it were the file at `path`. */
const boundaryErrors = async (path: string, source: string) => {
  const [result] = await eslint.lintText(source, { filePath: resolve(root, path) });
  return result.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
};

describe('the import boundaries', () => {
  it("refuses a feature importing another feature's module", async () => {
    expect(
      await boundaryErrors(
        'src/features/links/probe.ts',
        "export { CampaignsPage } from '../campaigns/campaigns-page';\n",
      ),
    ).toEqual([expect.stringMatching(/Features do not import each other/)]);
  });

  it('lets a feature use its own folder, the resources and the shared components', async () => {
    expect(
      await boundaryErrors(
        'src/features/links/probe.ts',
        [
          "export { LinksPage } from './links-page';",
          "export { links } from '../../resources/links';",
          "export { ListPage } from '../../components/crud/list-page';",
        ].join('\n') + '\n',
      ),
    ).toEqual([]);
  });

  it('refuses the lower layers importing upwards, and the server importing the UI', async () => {
    const cases = [
      ['src/resources/probe.ts', "export { LinksPage } from '../features/links/links-page';\n"],
      ['src/components/probe.ts', "export { links } from '../resources/links';\n"],
      ['src/api/probe.ts', "export { ListPage } from '../components/crud/list-page';\n"],
      ['src/features/links/probe.ts', "export { PAGES } from '../../app/pages';\n"],
      ['server/probe.ts', "export { links } from '../src/resources/links';\n"],
    ];
    for (const [path, source] of cases)
      expect(await boundaryErrors(path, source), path).toHaveLength(1);
  });
});
