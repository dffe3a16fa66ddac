import { describe, expect, it } from 'vitest';
import { parseWrkReport } from '../../scripts/bench/wrk-load';

// Reports as wrk 4.1 prints them with --latency.
const clean = `Running 5s test @ http://127.0.0.1:34997/index
  1 threads and 8 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.03ms    0.96ms  15.81ms   93.94%
    Req/Sec     8.92k   412.19     9.41k    80.00%
  Latency Distribution
     50%  725.00us
     75%  838.00us
     90%    1.49ms
     99%    4.93ms
  44411 requests in 5.01s, 4.15GB read
Requests/sec:   8868.52
Transfer/sec:    848.11MB
`;

const failing = `Running 5s test @ http://127.0.0.1:1/index
  1 threads and 8 connections
  Latency Distribution
     50%    2.10s
     75%    2.20s
     90%    2.30s
     99%    2.40s
  120 requests in 5.00s, 1.00MB read
  Socket errors: connect 0, read 3, write 0, timeout 7
  Non-2xx or 3xx responses: 12
Requests/sec:     24.00
Transfer/sec:    204.80KB
`;

describe("the bench's wrk report", () => {
  it('reads the count, the rate and the percentiles in milliseconds', () => {
    expect(parseWrkReport(clean)).toEqual({ requests: 44411, rps: 8868.52, p50: 0.725, p99: 4.93, failures: 0, failureKinds: {} });
  });

  it('counts answers that were not 2xx/3xx and socket errors as failures, by kind', () => {
    const result = parseWrkReport(failing);
    expect(result.p50).toBe(2100);
    expect(result.failures).toBe(22);
    expect(result.failureKinds).toEqual({ 'non-2xx/3xx': 12, read: 3, timeout: 7 });
  });

  it('refuses a report it cannot read rather than report zeros', () => {
    expect(() => parseWrkReport('unable to connect to 127.0.0.1:1 Connection refused')).toThrow(/wrk/);
  });
});
