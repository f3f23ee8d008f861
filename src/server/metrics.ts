// The server's metrics in Prometheus' text format (prom-client): how long pages take to render, the
// answers by status and those under way, beside Node's own (memory, CPU, event loop delay).
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export function createMetrics() {
  const registers = [new Registry()];
  collectDefaultMetrics({ register: registers[0] });
  const render = new Histogram({
    name: 'baitak_page_render_seconds',
    help: 'Time to render a page, until it could be sent.',
    registers,
  });
  const answers = new Counter({
    name: 'baitak_http_responses_total',
    help: 'Answers sent, by status.',
    labelNames: ['status'],
    registers,
  });
  const inFlight = new Gauge({
    name: 'baitak_http_requests_in_flight',
    help: 'Requests being answered.',
    registers,
  });
  return {
    /** A request came in (`answered` ends it). */
    started: () => inFlight.inc(),
    answered(status: number) {
      inFlight.dec();
      answers.inc({ status });
    },
    /** A page rendered in `seconds` (until it could be sent). */
    rendered: (seconds: number) => render.observe(seconds),
    text: () => registers[0]!.metrics(),
    contentType: registers[0]!.contentType,
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
