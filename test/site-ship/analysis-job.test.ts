/**
 * The ship editor's check of a big design (site/src/analysis-job.ts), run in Node as its Web
 * Worker runs it: the request as the page posts it, one answer per request, and an answer the
 * page can take back (a structured clone of it is the same reading).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHECK_ON_PAGE_LIMIT, isAnalysisRequest, runAnalysisJob, type AnalysisRequest } from '../../site/src/analysis-job.js';
import { analyseShip } from '../../site/src/ship-analysis.js';

const cruiser = readFileSync('examples/cruiser.yaml', 'utf8');

describe('the check job of the ship editor', () => {
  it('answers a request with the reading of its text, as the page would read it, through a structured clone', () => {
    const broken = cruiser.replace('sizeClass: 3', 'sizeClas: 3');
    for (const [id, text] of [[1, cruiser], [2, broken]] as const) {
      const request: AnalysisRequest = structuredClone({ type: 'analyse', id, text });
      expect(isAnalysisRequest(request)).toBe(true);
      const answer = structuredClone(runAnalysisJob(request));
      expect(answer).toEqual({ type: 'analysed', id, analysis: analyseShip(text) });
    }
    const answer = runAnalysisJob({ type: 'analyse', id: 2, text: broken });
    expect(answer.type === 'analysed' && answer.analysis.ok).toBe(false);
  });

  it('reads a design past the page limit (the worker is where such texts are read)', () => {
    const lines = Array.from({ length: 400 }, (_, i) => `  - { count: 1, spec: '3d6 eZap AP p=${i + 100}' }`).join('\n');
    const big = cruiser.replace('units:\n', `units:\n${lines}\n`);
    expect(big.length).toBeGreaterThan(CHECK_ON_PAGE_LIMIT);
    const answer = runAnalysisJob({ type: 'analyse', id: 9, text: big });
    if (answer.type !== 'analysed') throw new Error(answer.message);
    expect(answer.id).toBe(9);
    expect(answer.analysis.text).toBe(big);
    expect(answer.analysis.diagnostics.filter((d) => d.severity === 'error')).toHaveLength(400);
  });

  it('tells a request from anything else', () => {
    for (const junk of [null, undefined, 1, 'analyse', [], {}, { type: 'analyse' }, { type: 'analyse', id: '1', text: '' }, { type: 'analyse', id: 1, text: 2 }, { type: 'simulate', id: 1, text: '' }]) {
      expect(isAnalysisRequest(junk)).toBe(false);
    }
    expect(isAnalysisRequest({ type: 'analyse', id: 0, text: '' })).toBe(true);
  });
});
