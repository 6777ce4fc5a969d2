/**
 * The Web Worker that reads a big ship design for the editor (see analysis-job.ts). The page
 * keeps at most one at work: when the text changes while it reads, the page ends it
 * (`terminate`) and starts another on the new text, as a read never returns to the event loop
 * before it is done.
 */
import { isAnalysisRequest, runAnalysisJob, type AnalysisMessage } from './analysis-job.js';
import { workerScope } from './worker-scope.js';
import { readSource } from '../../src/design/full-yaml.js';

/** The full YAML reader: the worker reads every text at once. */
const FULL = Object.freeze({ readSource });

const scope = workerScope<AnalysisMessage>();

scope.onmessage = (event) => {
  const request = event.data;
  if (!isAnalysisRequest(request)) {
    scope.postMessage({ type: 'failed', id: -1, message: 'the check was asked for with a message it cannot read' });
    return;
  }
  scope.postMessage(runAnalysisJob(request, FULL));
};
