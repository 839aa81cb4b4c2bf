/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    workers?: number;
    headers?: Record<string, string>;
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    total: number;
  }
  export interface AutocannonResult {
    errors: number;
    timeouts: number;
    '2xx': number;
    '3xx': number;
    non2xx: number;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
  }
  function autocannon(opts: Options): Promise<AutocannonResult>;
  export default autocannon;
}
