/**
 * The page's address (site/src/state.ts, address-params.ts) without a browser: only the page's
 * own parameters are kept, the first of each, each within its limit; a value past its limit is
 * refused by its length before it is decoded; writing keeps the same rules (issue 37, item 11a).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADDRESS_PARAMS, ADDRESS_TEXT_LIMIT, encodedTextLimit, isAddressKey, rawLimit, SPEC_ADDRESS_LIMIT, type AddressKey } from '../../site/src/address-params.js';
import { addressState, decodeText, encodeText, hashOf, readState, type PageState } from '../../site/src/state.js';

const KEYS = Object.keys(ADDRESS_PARAMS) as AddressKey[];

describe('the page’s address', () => {
  it('keeps the page’s parameters and drops the others, counting them', () => {
    const s = readState('#/units?spec=3d6%20eZap&utm_source=x&junk&profile=hero&spec=second&__proto__=1&constructor=2');
    expect(s.view).toBe('units');
    expect([...s.params.keys()]).toEqual(['spec', 'profile']);
    expect(s.params.get('spec')).toBe('3d6 eZap');
    // utm_source, junk, the repeated spec, __proto__ and constructor.
    expect(s.dropped).toBe(5);
    expect(s.refused.size).toBe(0);
    expect(hashOf(s)).toBe('#/units?spec=3d6+eZap&profile=hero');
  });

  it('refuses a value past its limit, by its raw length before decoding it, or by its decoded length', () => {
    const longRaw = readState(`#/units?spec=${'%41'.repeat(SPEC_ADDRESS_LIMIT * 3 + 1)}&profile=hero`);
    expect([...longRaw.params.keys()]).toEqual(['profile']);
    expect([...longRaw.refused]).toEqual(['spec']);
    // Within the raw bound (percent-encoded), but longer than the limit once decoded.
    const longDecoded = readState(`#/units?spec=${'%41'.repeat(SPEC_ADDRESS_LIMIT + 1)}`);
    expect(longDecoded.params.has('spec')).toBe(false);
    expect([...longDecoded.refused]).toEqual(['spec']);
    const atLimit = readState(`#/units?spec=${'A'.repeat(SPEC_ADDRESS_LIMIT)}`);
    expect(atLimit.params.get('spec')).toHaveLength(SPEC_ADDRESS_LIMIT);
    // A game link longer than any the page writes.
    const game = readState(`#/play?game=${'A'.repeat(encodedTextLimit(ADDRESS_TEXT_LIMIT) + 1)}`);
    expect(game.view).toBe('play');
    expect([...game.refused]).toEqual(['game']);
  });

  it('reads a 2 MB address of unknown parameters in linear time (CPU time)', () => {
    const junk = Array.from({ length: 200_000 }, (_, i) => `x${i}=1`).join('&');
    const noEquals = '&'.repeat(1_000_000);
    const oneLongKey = `${'k'.repeat(2_000_000)}=1`;
    for (const query of [junk, noEquals, oneLongKey]) {
      const before = process.cpuUsage();
      const s = readState(`#/ship?${query}&doc=1`);
      const { user, system } = process.cpuUsage(before);
      console.log(`measure: an address of ${(query.length / 1e6).toFixed(1)} MB read in ${((user + system) / 1000).toFixed(0)} ms of CPU`);
      expect([...s.params]).toEqual([['doc', '1']]);
      // A hang guard in CPU time: the reading is linear (about 20 ms here).
      expect(user + system).toBeLessThan(2_000_000);
    }
  });

  it('never keeps anything but the page’s parameters within their limits, whatever the address (property)', () => {
    const part = fc.oneof(
      fc.constantFrom(...KEYS).chain((k) => fc.string({ maxLength: 80 }).map((v) => `${k}=${encodeURIComponent(v)}`)),
      fc.string({ maxLength: 40 }),
      fc.constantFrom('game=', 'q=%', '=', '&&', '%E0%A4%A', 'spec=a+b'),
    );
    fc.assert(
      fc.property(fc.array(part, { maxLength: 12 }), fc.string({ maxLength: 10 }), (parts, view) => {
        const s = readState(`#/${view}?${parts.join('&')}`);
        const names = [...s.params.keys()];
        expect(new Set(names).size).toBe(names.length);
        for (const [k, v] of s.params) {
          expect(isAddressKey(k)).toBe(true);
          expect(v.length).toBeLessThanOrEqual(ADDRESS_PARAMS[k as AddressKey]);
        }
        // Reading what the page writes gives the same state.
        const again = readState(hashOf(s));
        expect([...again.params]).toEqual([...s.params]);
        expect(again.dropped + again.refused.size).toBe(0);
      }),
    );
  });

  it('writes only the page’s parameters, each within its limit', () => {
    let state: PageState = readState('#/units?spec=a');
    const access = addressState(
      () => state,
      (next) => {
        state = next;
      },
    );
    access.set({ spec: 'x'.repeat(SPEC_ADDRESS_LIMIT + 1), profile: 'hero' });
    expect([...state.params]).toEqual([['profile', 'hero']]);
    access.set({ spec: '3d6 eZap' });
    expect(access.get('spec')).toBe('3d6 eZap');
    // A key outside the table (only code could ask for one) is not written.
    access.set({ ...({ junk: '1' } as Record<string, string>) });
    expect(state.params.has('junk')).toBe(false);
    expect(access.refused('spec')).toBe(false);
    const refused = readState(`#/units?spec=${'A'.repeat(rawLimit(SPEC_ADDRESS_LIMIT) + 1)}`);
    state = refused;
    expect(access.refused('spec')).toBe(true);
    // Writing the parameter again is a new value: no longer refused.
    access.set({ spec: 'again' });
    expect(access.refused('spec')).toBe(false);
  });

  it('decodes what it encodes, and refuses what is not base64url of UTF-8', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        expect(decodeText(encodeText(text))).toBe(text);
      }),
    );
    expect(decodeText('!!')).toBeUndefined();
    expect(decodeText(encodeText('a').slice(0, 1))).toBeUndefined();
    // Bytes that are not UTF-8 (0xff).
    expect(decodeText('_w')).toBeUndefined();
    // The longest base64url of a text: four characters for each of its code units at most.
    const worst = '\u{10ffff}'.repeat(1000) + '\uffff'.repeat(1000);
    expect(encodeText(worst).length).toBeLessThanOrEqual(encodedTextLimit(worst.length));
  });
});
