// The part of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** A number of requests to send instead of a duration. */
    amount?: number;
    /** Seconds before a request counts as timed out (default 10). */
    timeout?: number;
    headers?: Record<string, string>;
  }
  interface Histogram {
    average: number;
    total: number;
    /** Samples counted (completed requests, for the latency histogram). */
    totalCount: number;
    p50: number;
    p99: number;
  }
  interface Result {
    latency: Histogram;
    requests: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
