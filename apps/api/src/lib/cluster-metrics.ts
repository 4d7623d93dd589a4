/**
 * Metrics under API_PROCESSES=N (docs/decisions.md, Observability): a scrape reaches whichever
 * worker node:cluster hands the connection to, so that worker asks the primary, the primary
 * gathers every worker's registry (prom-client's AggregatorRegistry: counters and histograms
 * summed, gauges by each one's aggregator) and the worker answers with the sum. One scrape sees
 * the whole API, and its numbers do not jump with the worker that happened to answer.
 */
import cluster from 'node:cluster';
import { METRICS_CLUSTER_TIMEOUT_MS } from '@growday/contracts';
import type { Registry } from 'prom-client';
import { loadPromClient } from './prom-client';

const REQUEST = 'growday:metrics-request';
const ANSWER = 'growday:metrics-answer';

interface Message {
  type?: unknown;
  id?: unknown;
  text?: unknown;
  error?: unknown;
}

/** Primary side (cluster.ts): answers a worker's request with every worker's metrics, summed. */
export function serveClusterMetrics(): void {
  let aggregator: Promise<{ clusterMetrics(): Promise<string> }> | null = null;
  cluster.on('message', (worker, message: Message) => {
    if (message?.type !== REQUEST) return;
    // prom-client loads on the first scrape, not at start.
    aggregator ??= loadPromClient().then(({ AggregatorRegistry }) => new AggregatorRegistry());
    aggregator
      .then((a) => a.clusterMetrics())
      .then(
        (text) => worker.send({ type: ANSWER, id: message.id, text }),
        (error: unknown) => worker.send({ type: ANSWER, id: message.id, error: String(error) }),
      )
      .catch(() => {
        // The asking worker is gone; nothing to answer.
      });
  });
}

/** True in a worker of cluster.ts: metrics come from the primary. */
export const underCluster = () => cluster.isWorker && typeof process.send === 'function';

/** Worker side: lets the primary read this worker's registry (prom-client's own messages). */
export async function shareWithPrimary(registry: Registry): Promise<void> {
  const { AggregatorRegistry } = await loadPromClient();
  // Constructing one installs prom-client's worker listener; setRegistries names what it reports.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
}

let nextId = 0;
/** Worker side: the whole cluster's metrics text, via the primary; rejects after METRICS_CLUSTER_TIMEOUT_MS. */
export function askPrimaryForMetrics(): Promise<string> {
  const id = `${process.pid}:${nextId++}`;
  return new Promise((resolve, reject) => {
    const onMessage = (message: Message) => {
      if (message?.type !== ANSWER || message.id !== id) return;
      done();
      if (typeof message.text === 'string') resolve(message.text);
      else reject(new Error(`metrics aggregation failed: ${String(message.error)}`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('metrics aggregation timed out'));
    }, METRICS_CLUSTER_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    process.on('message', onMessage);
    process.send!({ type: REQUEST, id });
  });
}
