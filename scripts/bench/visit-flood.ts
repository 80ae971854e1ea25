import autocannon from 'autocannon';
import { Agent, request } from 'node:http';
import { pathToFileURL } from 'node:url';
import { removeServerFiles, startServer } from '../../e2e/server';

/**
 * A campaign going viral must not slow the dashboard's API: the same flood of requests
 * (FLOOD_REQUESTS from FLOOD_CONNECTIONS connections) is sent once at /healthz and once at a short
 * link, while one client calls the API (GET /api/urls) one request after another. Reported: the
 * visits' rate as a share of /healthz's, and the API's median latency under each flood, as the
 * median of ROUNDS alternating rounds (the machine's load drifts).
 */
export const FLOOD_REQUESTS = Number(process.env.BENCH_FLOOD_REQUESTS ?? 10_000);
export const FLOOD_CONNECTIONS = 50;
const ROUNDS = 5;

export interface VisitFloodResult {
  healthzRate: number;
  visitRate: number;
  /** The API's median latency in ms: alone, under the /healthz flood, under the visit flood. */
  apiQuietMs: number;
  apiUnderHealthzMs: number;
  apiUnderVisitsMs: number;
  /** Clicks the link counts after the run, against the visits sent: every visit is recorded. */
  clicksCounted: number;
  visitsSent: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

export const measureVisitFlood = async (): Promise<VisitFloodResult> => {
  const server = await startServer({ RATE_LIMIT_PER_MINUTE: '1000000000' });
  try {
    const user = server.createUser();
    const created = await server.api(user.apiKey, 'POST', '/api/url/add', {
      url: 'https://example.com/viral',
    });
    const { id, shorturl } = created.json as { id: number; shorturl: string };
    const visitPath = new URL(shorturl).pathname;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const callApi = () =>
      new Promise<number>((resolve, reject) => {
        const started = performance.now();
        const req = request(
          `${server.url}/api/urls?limit=15`,
          { agent, headers: { Authorization: `Bearer ${user.apiKey}` } },
          (res) => {
            res.resume();
            res.on('end', () =>
              res.statusCode === 200
                ? resolve(performance.now() - started)
                : reject(new Error(`GET /api/urls answered ${res.statusCode}`)),
            );
          },
        );
        req.on('error', reject);
        req.end();
      });
    /** The API's latencies, one call after another, while `isFlooding()`. */
    const probe = async (isFlooding: () => boolean) => {
      const samples: number[] = [];
      while (isFlooding()) samples.push(await callApi());
      return samples;
    };
    let visitsSent = 0;
    const flood = async (path: string) => {
      let answered = 0;
      let lastAnswer = 0;
      const started = performance.now();
      const instance = autocannon({
        url: `${server.url}${path}`,
        connections: FLOOD_CONNECTIONS,
        amount: FLOOD_REQUESTS,
      });
      // autocannon settles on its next one-second tick: time the flood by its last answer.
      instance.on('response', () => {
        answered++;
        lastAnswer = performance.now();
      });
      const [result, samples] = await Promise.all([
        Promise.resolve(instance),
        probe(() => answered < FLOOD_REQUESTS),
      ]);
      if (result.errors > 0) throw new Error(`${result.errors} errors flooding ${path}`);
      if (path === visitPath) visitsSent += result.requests.total;
      return {
        rate: result.requests.total / ((lastAnswer - started) / 1000),
        apiMs: median(samples),
      };
    };

    const quiet: number[] = [];
    for (let i = 0; i < 50; i++) quiet.push(await callApi());
    await flood('/healthz'); // warm-up of both paths
    await flood(visitPath);
    const healthz: { rate: number; apiMs: number }[] = [];
    const visits: { rate: number; apiMs: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      healthz.push(await flood('/healthz'));
      visits.push(await flood(visitPath));
    }
    // Visits are written in batches: the API's answer includes every visit made before it.
    const stats = await server.api(user.apiKey, 'GET', `/api/url/${id}`);
    const clicksCounted = (stats.json as { details: { clicks: number } }).details.clicks;
    agent.destroy();
    return {
      healthzRate: median(healthz.map((r) => r.rate)),
      visitRate: median(visits.map((r) => r.rate)),
      apiQuietMs: median(quiet),
      apiUnderHealthzMs: median(healthz.map((r) => r.apiMs)),
      apiUnderVisitsMs: median(visits.map((r) => r.apiMs)),
      clicksCounted,
      visitsSent,
    };
  } finally {
    await server.stop();
    removeServerFiles(server);
  }
};

// node --import tsx scripts/bench/visit-flood.ts: this measurement alone.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await measureVisitFlood();
  console.table(result);
}
