/**
 * The Web Worker that draws the play view's sheets for print (see play-job.ts): one job per
 * worker, which the page ends once it has answered.
 */
import { isPrintRequest, runPlayJob, type PrintMessage } from './play-job.js';
import { workerScope } from './worker-scope.js';
import { readSource } from '../../src/design/full-yaml.js';

/** The full YAML reader: the worker reads every file at once. */
const FULL = Object.freeze({ readSource });

const scope = workerScope<PrintMessage>();

scope.onmessage = (event) => {
  const request = event.data;
  if (!isPrintRequest(request)) {
    scope.postMessage({ type: 'failed', id: -1, message: 'the sheets were asked for with a message the worker cannot read' });
    return;
  }
  scope.postMessage(runPlayJob(request, FULL));
};
