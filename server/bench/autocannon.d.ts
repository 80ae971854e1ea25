// The few parts of autocannon (which ships no types) that the benchmark uses.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Stop after this many requests instead of after `duration`. */
    amount?: number;
    headers?: Record<string, string>;
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  }
  /** A running benchmark: it settles with the result, and tells each answer as it comes. */
  interface Instance extends PromiseLike<Result> {
    on(event: 'response', listener: () => void): Instance;
  }
  export default function autocannon(options: Options): Instance;
}
