import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A clone must hold every document its README and guides name, and nothing may point outside the
 * repository: a reader who clones it has nothing beside it.
 */
const ROOT = resolve(import.meta.dirname, '..');
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  .filter(Boolean);
/** The folder beside the repository that a clone does not have. */
const OUTSIDE = ['..', 'shared'].join('/');
const documents = tracked.filter(
  (file) => file === 'README.md' || file === 'server/README.md' || /^docs\/.+\.md$/.test(file),
);

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorsOf = (file: string) =>
  new Set(
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .filter((line) => /^#{1,6}\s/.test(line))
      .map((line) => anchorOf(line.replace(/^#+\s/, ''))),
  );

/** Every link target of a Markdown file outside code: `[text](target)` and `<img src>`. */
const linksOf = (text: string): string[] => {
  const prose = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [
    ...[...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]),
    ...[...prose.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]),
  ];
};

const brokenLinks = (file: string): string[] => {
  const problems: string[] = [];
  for (const link of linksOf(readFileSync(join(ROOT, file), 'utf8'))) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue;
    const [path, anchor] = link.split('#');
    const target = path === '' ? join(ROOT, file) : resolve(ROOT, dirname(file), path);
    const inRepository = relative(ROOT, target);
    if (inRepository.startsWith('..') || !existsSync(target)) {
      problems.push(`${file}: ${link} (no such file in the repository)`);
      continue;
    }
    const isTracked = statSync(target).isDirectory()
      ? tracked.some((other) => other.startsWith(`${inRepository}/`))
      : tracked.includes(inRepository);
    if (!isTracked) problems.push(`${file}: ${link} (not tracked by git)`);
    else if (anchor && target.endsWith('.md') && !anchorsOf(inRepository).has(anchor))
      problems.push(`${file}: ${link} (no heading #${anchor})`);
  }
  return problems;
};

describe('the documentation', () => {
  it('is found: the README and the guides', () => {
    for (const guide of ['user-guide', 'hosting', 'development', 'api', 'budgets'])
      expect(documents).toContain(`docs/${guide}.md`);
  });

  it('links only to files the repository holds, and to headings they have', () => {
    expect(documents.flatMap(brokenLinks)).toEqual([]);
  });

  it('points nowhere outside the repository', () => {
    const outside = tracked.filter(
      (file) =>
        !/\.(png|jpe?g|ico|webp|woff2?|sqlite)$/.test(file) &&
        readFileSync(join(ROOT, file), 'utf8').includes(OUTSIDE),
    );
    expect(outside).toEqual([]);
  });

  it('has a README under 10 kB that shows the product', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(10 * 1024);
    const images = [...readme.matchAll(/<img[^>]*\ssrc="([^"]+)"|!\[[^\]]*\]\(([^)]+)\)/g)].map(
      (match) => match[1] ?? match[2],
    );
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(tracked).toContain(image);
  });

  it('names, in the hosting guide, every variable the server reads', () => {
    const config = readFileSync(join(ROOT, 'server/config.ts'), 'utf8');
    const names = new Set([
      ...[...config.matchAll(/env\.([A-Z][A-Z0-9_]+)/g)].map((match) => match[1]),
      ...[...config.matchAll(/\(env, '([A-Z][A-Z0-9_]+)'/g)].map((match) => match[1]),
    ]);
    const hosting = readFileSync(join(ROOT, 'docs/hosting.md'), 'utf8');
    expect(names.size).toBeGreaterThan(10);
    expect([...names].filter((name) => !hosting.includes(`\`${name}\``))).toEqual([]);
  });
});
