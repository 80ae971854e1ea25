import { parse } from 'papaparse';
import { describe, expect, it } from 'vitest';
import { type FakeCall, fakeClient, json, listReply } from '../../api/testing';
import type { Page } from '../../api/envelope';
import type { Link } from '../../api/links';
import { toCsv } from '../../lib/csv';
import { createTestQueryClient } from '../../test/render-page';
import { rememberSentLinkOptions } from '../../resources/link-options-sent';
import { links } from '../../resources/links';

const linkQueries = links.queries;
import { planExport, runExport, type ExportProgress } from './run-export';

const link = (id: number): Link => ({
  id,
  alias: `a${id}`,
  shorturl: `https://go.example.com/a${id}`,
  longurl: `https://shop.example/p/${id}`,
  clicks: id * 2,
  uniqueclicks: id,
  title: `Link ${id}`,
  description: '',
  date: '2024-03-12 14:05:00',
});

/** The API's links list over `count` links, as the reference server pages it. */
const linksApi =
  (count: number, headers: Record<string, string> = {}) =>
  (call: FakeCall) => {
    const url = new URL(call.url);
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 15);
    const maxpage = Math.ceil(count / limit);
    const urls = Array.from({ length: count }, (_, i) => link(count - i)).slice(
      (page - 1) * limit,
      page * limit,
    );
    return json(
      {
        error: 0,
        data: {
          result: count,
          perpage: limit,
          currentpage: page,
          nextpage: page < maxpage ? page + 1 : null,
          maxpage,
          urls,
        },
      },
      { headers },
    );
  };

const setUp = (count: number, headers?: Record<string, string>) => {
  const { client, calls } = fakeClient(linksApi(count, headers));
  const queryClient = createTestQueryClient();
  const progress: ExportProgress[] = [];
  const run = (signal = new AbortController().signal) =>
    runExport('links', {
      queryClient,
      client,
      signal,
      onProgress: (step) => progress.push(step),
    });
  /** Puts a page of the list in memory as the Links page would have fetched it. */
  const visit = async (page: number, limit: number) =>
    queryClient.fetchQuery(linkQueries.list(client, { page, limit, q: '', order: 'date' }));
  const requested = () => calls.map((call) => new URL(call.url).search);
  return { client, calls, queryClient, progress, run, visit, requested };
};

describe('runExport', () => {
  it('pages through the whole list at the largest page size, one request per page', async () => {
    const { run, requested, progress } = setUp(230);
    const result = await run();
    expect(requested()).toEqual(['?page=1&limit=100', '?page=2&limit=100', '?page=3&limit=100']);
    expect(result.rows).toBe(230);
    expect(result.table).toHaveLength(231);
    expect(result.table[1][0]).toBe('https://go.example.com/a230');
    expect(result.table[230][0]).toBe('https://go.example.com/a1');
    expect(new Set(result.table.slice(1).map((row) => row[8])).size).toBe(230);
    expect(
      progress.map((p) => `${p.channel ?? 'list'} ${p.page}/${p.pages} left ${p.pagesLeft}`),
    ).toEqual(['list 1/3 left 2', 'list 2/3 left 1', 'list 3/3 left 0']);
    expect(result).toMatchObject({ requests: 3, fromCache: 0 });
  });

  it('takes a fresh page in memory at no cost, and fetches a stale one again', async () => {
    const { run, requested, visit, calls, queryClient, client } = setUp(230);
    await visit(1, 100);
    await visit(3, 100);
    const stale = linkQueries.list(client, { page: 3, limit: 100, q: '', order: 'date' }).queryKey;
    queryClient.setQueryData(stale, queryClient.getQueryData(stale), {
      updatedAt: Date.now() - 6 * 60_000,
    });
    calls.length = 0;
    const result = await run();
    expect(requested()).toEqual(['?page=2&limit=100', '?page=3&limit=100']);
    expect(result).toMatchObject({ rows: 230, requests: 2, fromCache: 1 });
  });

  it('puts a page together from the smaller pages the user opened, and caches it', async () => {
    const { run, requested, visit, calls, queryClient, client } = setUp(130);
    for (const page of [1, 2, 3, 4, 5, 6]) await visit(page, 25);
    calls.length = 0;
    const result = await run();
    expect(requested()).toEqual([]);
    expect(result).toMatchObject({ rows: 130, requests: 0, fromCache: 2 });
    expect(result.table.slice(1).map((row) => row[8])).toEqual(
      Array.from({ length: 130 }, (_, i) => 130 - i),
    );
    const assembled = queryClient.getQueryData<Page<Link>>(
      linkQueries.list(client, { page: 2, limit: 100, q: '', order: 'date' }).queryKey,
    );
    expect(assembled).toMatchObject({ page: 2, maxPage: 2, total: 130, nextPage: null });
    expect(assembled?.items).toHaveLength(30);
  });

  it('does not put a page together when one of its smaller pages is missing', async () => {
    const { run, requested, visit, calls } = setUp(130);
    for (const page of [1, 2, 4]) await visit(page, 25);
    calls.length = 0;
    await run();
    expect(requested()).toEqual(['?page=1&limit=100', '?page=2&limit=100']);
  });

  it('sends its requests at background priority: they leave the reserve to the user', async () => {
    const resetAt = String(Math.ceil(Date.now() / 1000) + 60);
    const { run, calls, client } = setUp(50, {
      'X-RateLimit-Limit': '30',
      'X-RateLimit-Remaining': '5',
      'X-RateLimit-Reset': resetAt,
    });
    client.scheduler.setBudget({ limit: 30, remaining: 5, resetAt: Number(resetAt) * 1000 });
    const controller = new AbortController();
    const running = run(controller.signal);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
    expect(client.scheduler.queue.get().queued).toBe(1);
    controller.abort();
    await expect(running).rejects.toThrow();
    expect(client.scheduler.queue.get().queued).toBe(0);
    expect(calls).toHaveLength(0);
  });

  it('writes the columns a spreadsheet user reads, dates in ISO 8601, formulas defused', async () => {
    const { client } = fakeClient(
      listReply('urls', [{ ...link(7), title: '=HYPERLINK("http://evil.example")', clicks: '12' }]),
    );
    const result = await runExport('links', {
      queryClient: createTestQueryClient(),
      client,
      signal: new AbortController().signal,
      onProgress: () => undefined,
    });
    const rows = parse<string[]>(toCsv(result.table)).data;
    expect(rows[0]).toEqual([
      'Short URL',
      'Destination',
      'Title',
      'Alias',
      'Description',
      'Clicks',
      'Unique clicks',
      'Created',
      'Link ID',
      'Campaign',
      'Channels',
      'Expiry',
      'Redirect type',
    ]);
    expect(rows[1]).toEqual([
      'https://go.example.com/a7',
      'https://shop.example/p/7',
      `'=HYPERLINK("http://evil.example")`,
      'a7',
      '',
      '12',
      '7',
      '2024-03-12T14:05:00',
      '7',
      // Nothing is known of its options on this device: empty, never a guess.
      '',
      '',
      '',
      '',
    ]);
  });

  it('adds what this device knows of each link, by name, reading the campaigns once when needed', async () => {
    const scope = 'export-scope';
    rememberSentLinkOptions(scope, 7, {
      campaign: 3,
      channel: 5,
      expiry: '2032-03-04 05:06:00',
      type: 'frame',
    });
    const { client, calls } = fakeClient(
      listReply('urls', [link(7), link(6)]),
      listReply('campaigns', [{ id: 3, name: 'Harbor week', public: false, rotator: false }]),
      listReply('channels', [{ id: 5, name: 'Print', description: '', color: '#000000' }]),
    );
    const result = await runExport('links', {
      queryClient: createTestQueryClient(),
      client,
      scope,
      signal: new AbortController().signal,
      onProgress: () => undefined,
    });
    const rows = parse<Record<string, string>>(toCsv(result.table), { header: true }).data;
    expect(
      rows.map((row) => [row.Campaign, row.Channels, row.Expiry, row['Redirect type']]),
    ).toEqual([
      ['Harbor week', 'Print', '2032-03-04 05:06:00', 'frame'],
      ['', '', '', ''],
    ]);
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual([
      '/api/urls',
      '/api/campaigns',
      '/api/channels',
    ]);
    expect(result.requests).toBe(3);
  });
});

describe('planExport', () => {
  it('counts one request per page not in memory, from the total the list page showed', async () => {
    const { queryClient, client, visit } = setUp(230);
    await visit(1, 25);
    expect(planExport(queryClient, client, 'links')).toEqual({
      total: 230,
      requests: 3,
      isAtLeast: false,
    });
    for (const page of [2, 3, 4]) await visit(page, 25);
    expect(planExport(queryClient, client, 'links').requests).toBe(2);
  });
});
