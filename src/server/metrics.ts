// The server's metrics in Prometheus' text format: how long pages take to render, the answers by
// status and those under way. A few lines of the format, not a client library and its dependencies.

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export function createMetrics() {
  const buckets = BUCKETS.map(() => 0);
  const renders = { count: 0, sum: 0 };
  const answers = new Map<number, number>();
  let inFlight = 0;
  const render = 'baitak_page_render_seconds';
  return {
    /** A request came in (`answered` ends it). */
    started: () => void (inFlight += 1),
    answered(status: number) {
      inFlight -= 1;
      answers.set(status, (answers.get(status) ?? 0) + 1);
    },
    /** A page rendered in `seconds` (until it could be sent). */
    rendered(seconds: number) {
      BUCKETS.forEach((bound, index) => (buckets[index]! += seconds <= bound ? 1 : 0));
      renders.count += 1;
      renders.sum += seconds;
    },
    text: () =>
      [
        `# HELP ${render} Time to render a page, until it could be sent.`,
        `# TYPE ${render} histogram`,
        ...BUCKETS.map((bound, index) => `${render}_bucket{le="${bound}"} ${buckets[index]}`),
        `${render}_bucket{le="+Inf"} ${renders.count}`,
        `${render}_sum ${renders.sum}`,
        `${render}_count ${renders.count}`,
        '# HELP baitak_http_responses_total Answers sent, by status.',
        '# TYPE baitak_http_responses_total counter',
        ...[...answers].map(
          ([status, n]) => `baitak_http_responses_total{status="${status}"} ${n}`,
        ),
        '# HELP baitak_http_requests_in_flight Requests being answered.',
        '# TYPE baitak_http_requests_in_flight gauge',
        `baitak_http_requests_in_flight ${inFlight}\n`,
      ].join('\n'),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
