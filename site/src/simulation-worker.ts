/**
 * The Web Worker of the volley lab's simulation (see simulation-job.ts): one job per worker. The
 * page starts a worker per run and ends it (`terminate`) to cancel, so nothing here listens for a
 * cancel message: a running job never returns to the event loop before it is done.
 */
import { isSimulationRequest, runSimulationJob, type SimulationMessage } from './simulation-job.js';
import { workerScope } from './worker-scope.js';

const scope = workerScope<SimulationMessage>();

scope.onmessage = (event) => {
  const request = event.data;
  if (!isSimulationRequest(request)) {
    scope.postMessage({ type: 'failed', message: 'the simulation was asked for with a message it cannot read' });
    return;
  }
  runSimulationJob(request, (message) => scope.postMessage(message));
};
