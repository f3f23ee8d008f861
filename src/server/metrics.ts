// The server's metrics in Prometheus' text format: how long pages take to render, and the answers by
// status. A dozen lines of the format's own rules, not a client library and its dependencies.

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export function createMetrics() {
  const renders = { counts: BUCKETS.map(() => 0), count: 0, sum: 0 };
  const answers = new Map<number, number>();
  return {
    /** A page rendered in `seconds` (to its first byte). */
    rendered(seconds: number) {
      BUCKETS.forEach((bound, index) => {
        if (seconds <= bound) renders.counts[index]! += 1;
      });
      renders.count += 1;
      renders.sum += seconds;
    },
    answered(status: number) {
      answers.set(status, (answers.get(status) ?? 0) + 1);
    },
    text(): string {
      const lines = [
        '# HELP baitak_page_render_seconds Time to render a page, to its first byte.',
        '# TYPE baitak_page_render_seconds histogram',
        ...BUCKETS.map(
          (bound, index) =>
            `baitak_page_render_seconds_bucket{le="${bound}"} ${renders.counts[index]}`,
        ),
        `baitak_page_render_seconds_bucket{le="+Inf"} ${renders.count}`,
        `baitak_page_render_seconds_sum ${renders.sum}`,
        `baitak_page_render_seconds_count ${renders.count}`,
        '# HELP baitak_http_responses_total Answers sent, by status.',
        '# TYPE baitak_http_responses_total counter',
        ...[...answers].map(
          ([status, count]) => `baitak_http_responses_total{status="${status}"} ${count}`,
        ),
      ];
      return `${lines.join('\n')}\n`;
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
