/** One web-vitals measurement as `useReportWebVitals` gives it (the fields the report keeps). */
export interface VitalMetric {
  name: string;
  value: number;
  id: string;
  rating?: string;
  navigationType?: string;
}

const MAX_BATCH = 20;

/**
 * Collects measurements and sends them in one `navigator.sendBeacon` when the page is hidden (the
 * last moment a browser reliably sends), or when 20 are waiting. Answers `add` and `flush`.
 */
export function vitalsBatcher(endpoint: string, beacon: (url: string, body: string) => boolean, page: () => string) {
  let batch: Array<VitalMetric & { page: string }> = [];
  const flush = () => {
    if (batch.length === 0) return;
    const body = JSON.stringify({ metrics: batch });
    batch = [];
    beacon(endpoint, body);
  };
  const add = (metric: VitalMetric) => {
    batch.push({
      name: metric.name,
      value: Math.round(metric.value * 1000) / 1000,
      id: metric.id,
      rating: metric.rating,
      navigationType: metric.navigationType,
      page: page(),
    });
    if (batch.length >= MAX_BATCH) flush();
  };
  return { add, flush };
}
