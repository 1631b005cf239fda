import { describe, expect, it } from 'vitest';
import { likePhrase, mayGrowLonger, REFERENCE_MESSAGES, resolveReference, sizeTable, type SizeReference } from '../sizes';

/** The reference a text names in the real table, failing the test when it names none. */
function reference(text: string, types: string[] = []): SizeReference {
  const result = resolveReference(sizeTable, text, types);
  if (!result.ok) throw new Error(`${text}: ${result.error}`);
  return result.reference;
}

describe('resolveReference and likePhrase on the real table', () => {
  it('reads a maker and code, "my" and a bare code (Bach first), as players say them', () => {
    expect(reference('Bach 7C').label).toBe('Bach 7C');
    expect(reference('my 7C').label).toBe('Bach 7C');
    expect(reference('yamaha 11 c4').label).toBe('Yamaha 11C4');
    expect(reference('Vincent Bach 1½C').label).toBe('Bach 1 1/2C');
  });

  it('explains a size nobody makes, one without a published rim, and an overlong text', () => {
    expect(resolveReference(sizeTable, 'Bach 99Z')).toEqual({ ok: false, error: REFERENCE_MESSAGES.unknown('Bach 99Z') });
    // Schilke's flugelhorn 14F4: the rule that gives its trumpet numbers a rim is for trumpet and cornet only.
    expect(resolveReference(sizeTable, 'Schilke 14F4')).toEqual({ ok: false, error: REFERENCE_MESSAGES.noRim('Schilke 14F4') });
    expect(resolveReference(sizeTable, 'x'.repeat(101))).toEqual({ ok: false, error: REFERENCE_MESSAGES.tooLong });
  });

  it('takes the phrase after "like", and nothing else', () => {
    expect(likePhrase('  Like my 7C ')).toBe('my 7C');
    expect(likePhrase('like')).toBeNull();
    expect(likePhrase('looks like new')).toBeNull();
  });
});

describe('mayGrowLonger: a code still being typed', () => {
  it('holds back a code that starts longer ones of its maker', () => {
    expect(mayGrowLonger(sizeTable, reference('Bach 7'))).toBe(true); // 7B, 7C, 7D, 7E
    expect(mayGrowLonger(sizeTable, reference('Bach 1'))).toBe(true); // 1 1/4C, 1 1/2C…
    expect(mayGrowLonger(sizeTable, reference('Bach 7C'))).toBe(true); // 7CW, the cushion rim
  });

  it('lets a complete code through', () => {
    expect(mayGrowLonger(sizeTable, reference('Bach 7CW'))).toBe(false);
    expect(mayGrowLonger(sizeTable, reference('Yamaha 11C4'))).toBe(false);
    expect(mayGrowLonger(sizeTable, reference('Bach 5C'))).toBe(false);
  });
});
