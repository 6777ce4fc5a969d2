/**
 * The Web Worker of the Duel view (see duel-job.ts): one request per worker. The page starts a
 * worker per request and ends it (`terminate`) to cancel a duel, so nothing here listens for a
 * cancel message: a running duel never returns to the event loop before it is done. With no open
 * files and no design in the address, the repository's examples are the files (the editor's own
 * example among them).
 */
import { isDuelRequest, runDuelJob, type DuelFiles, type DuelMessage } from './duel-job.js';
import { workerScope } from './worker-scope.js';
import { readSource } from '../../src/design/full-yaml.js';
import cruiser from '../../examples/cruiser.yaml?raw';
import carrier from '../../examples/carrier.yaml?raw';
import homeGuard from '../../examples/home-guard.yaml?raw';

/** The full YAML reader: the worker reads every text at once. */
const FULL = Object.freeze({ readSource });

/** The files offered when the editor has none open. */
const EXAMPLES: DuelFiles = Object.freeze([
  { name: 'cruiser.yaml', text: cruiser },
  { name: 'carrier.yaml', text: carrier },
  { name: 'home-guard.yaml', text: homeGuard },
]);

const scope = workerScope<DuelMessage>();

scope.onmessage = (event) => {
  const request = event.data;
  if (!isDuelRequest(request)) {
    scope.postMessage({ type: 'failed', message: 'the duel was asked for with a message it cannot read' });
    return;
  }
  runDuelJob(request, EXAMPLES, FULL, (message) => scope.postMessage(message));
};
