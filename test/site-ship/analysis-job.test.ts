/**
 * The ship editor's check of a big design (site/src/analysis-job.ts), run in Node as its Web
 * Worker runs it: the request as the page posts it, one answer per request, and an answer the
 * page can take back (a structured clone of it is the same reading).
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readSource } from '../../src/design/full-yaml.js';
import { CHECK_ON_PAGE_LIMIT, isAnalysisRequest, runAnalysisJob, type AnalysisRequest } from '../../site/src/analysis-job.js';
import { analyseShip } from '../../site/src/ship-analysis.js';

/** The full YAML reader, as the analysis worker hands it. */
const FULL = { readSource };

const cruiser = readFileSync('examples/cruiser.yaml', 'utf8');

describe('the check job of the ship editor', () => {
  it('answers a request with the reading of its text, as the page would read it, through a structured clone', () => {
    const broken = cruiser.replace('sizeClass: 3', 'sizeClas: 3');
    for (const [id, text] of [[1, cruiser], [2, broken]] as const) {
      const request: AnalysisRequest = structuredClone({ type: 'analyse', id, text });
      expect(isAnalysisRequest(request)).toBe(true);
      const answer = structuredClone(runAnalysisJob(request, FULL));
      expect(answer).toEqual({ type: 'analysed', id, analysis: analyseShip(text, FULL) });
    }
    const answer = runAnalysisJob({ type: 'analyse', id: 2, text: broken }, FULL);
    expect(answer.type === 'analysed' && answer.analysis.ok).toBe(false);
  });

  it('reads a design past the page limit (the worker is where such texts are read)', () => {
    const lines = Array.from({ length: 400 }, (_, i) => `  - { count: 1, spec: '3d6 eZap AP p=${i + 100}' }`).join('\n');
    const big = cruiser.replace('units:\n', `units:\n${lines}\n`);
    expect(big.length).toBeGreaterThan(CHECK_ON_PAGE_LIMIT);
    const answer = runAnalysisJob({ type: 'analyse', id: 9, text: big }, FULL);
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

describe('the page without the full YAML reader (site/src/full-reader.ts fetches it when a text needs it)', () => {
  it('reads a design in plain YAML or JSON as with it, and answers needsFullReader for a YAML error or unusual YAML', () => {
    const json = readFileSync('examples/ships/cruiser.json', 'utf8');
    for (const text of [cruiser, json, '', '# nothing yet\n']) expect(analyseShip(text, undefined)).toEqual(analyseShip(text, FULL));
    for (const text of [cruiser.replace('name: ', 'name: "'), `%YAML 1.2\n---\n${cruiser}`, cruiser.replace('format: 1', '!!int format: 1'), cruiser.replace('\n  ', '\n\t')]) {
      expect(analyseShip(text, undefined)).toEqual({ needsFullReader: true });
      expect(analyseShip(text, FULL)).toHaveProperty('text', text);
    }
  });

  it('on any text, answers as with the reader or says it needs it', () => {
    const pieces = ['format: 1\n', 'kind: units\n', 'title: "Guns\n', 'units:\n', '  - { name: Laser, spec: 3d6 eZap AP }\n', '  - name: [x\n', '\t', '? k\n', ': v\n', '---\n', 'notes: |\n  a\n'];
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 8 })), { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        const without = analyseShip(text, undefined);
        if (!('needsFullReader' in without)) expect(without).toEqual(analyseShip(text, FULL));
      }),
      { numRuns: 300 },
    );
  });
});
