import { FILTER_DEBOUNCE_MS, present } from '@mpx/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSizes } from '../../../entities/size/useSizes';
import { FilterBarHarness as Harness } from './FilterBarHarness';

vi.mock('@mpx/shared/sizes', async (real) => (await import('../../../entities/size/testSizes')).withTestTable(await real()));

const searchBox = () => screen.getByLabelText<HTMLInputElement>('Search');
const similarTo = () => screen.getByLabelText<HTMLInputElement>('Similar to');
/** The live line tied to "Similar to" by aria-describedby. */
const similarLine = () => present(document.getElementById(present(similarTo().getAttribute('aria-describedby'), 'aria-describedby')), 'the line');
const pause = () =>
  act(() => {
    vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
  });

describe('FilterBar: mouthpiece sizes', () => {
  // The table is loaded on demand; here it is there from the start.
  beforeAll(async () => {
    await loadSizes();
  });
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads "like my 7C" in the search box as the `like` filter and clears the search text', () => {
    const onApply = vi.fn();
    render(<Harness onApply={onApply} />);
    fireEvent.change(searchBox(), { target: { value: 'like my 7C' } });
    pause();
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledWith({ like: 'Bach 7C' });
    expect(searchBox().value).toBe('');
    expect(similarTo().value).toBe('Bach 7C');
    expect(similarLine().textContent).toBe('Bach 7C: rim ≈ 16.2 mm, medium cup');
    expect(screen.getByRole('button', { name: 'Filters (1 active)' })).toBeTruthy();
  });

  it('reads "like Yamaha 11C4" on Enter too, keeping the other filters', () => {
    const onApply = vi.fn();
    render(<Harness initial={{ location_state: 'VIC' }} onApply={onApply} />);
    fireEvent.change(searchBox(), { target: { value: 'Like Yamaha 11C4' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(onApply).toHaveBeenCalledWith({ location_state: 'VIC', like: 'Yamaha 11C4' });
    pause();
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it('waits while "like my 7" may still become "7C", then reads the size typed in full; Enter reads it at once', () => {
    const onApply = vi.fn();
    render(<Harness onApply={onApply} />);
    fireEvent.change(searchBox(), { target: { value: 'like my 7' } });
    pause();
    expect(onApply).not.toHaveBeenCalled();
    expect(searchBox().value).toBe('like my 7');
    fireEvent.change(searchBox(), { target: { value: 'like my 7C' } });
    pause();
    expect(onApply).toHaveBeenCalledExactlyOnceWith({ like: 'Bach 7C' });

    // Enter in the box: the form has no submit button, so the browser would not submit it.
    onApply.mockClear();
    fireEvent.change(searchBox(), { target: { value: 'like my 7' } });
    fireEvent.keyDown(searchBox(), { key: 'Enter' });
    expect(onApply).toHaveBeenCalledExactlyOnceWith({ like: 'Bach 7' });

    fireEvent.change(searchBox(), { target: { value: 'like my 7' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(onApply).toHaveBeenLastCalledWith({ like: 'Bach 7' });
  });

  it('leaves "like new" as a text search: it names no size', () => {
    const onApply = vi.fn();
    render(<Harness onApply={onApply} />);
    fireEvent.change(searchBox(), { target: { value: 'like new' } });
    pause();
    expect(onApply).toHaveBeenCalledWith({ q: 'like new' });
    expect(searchBox().value).toBe('like new');
    expect(similarTo().value).toBe('');
  });

  it('explains the reference as it is typed, in a polite live line tied to the field', () => {
    const onApply = vi.fn();
    render(<Harness onApply={onApply} />);
    expect(similarLine().textContent).toBe('A maker and size, such as Bach 7C.');
    expect(similarLine().querySelector('[aria-live="polite"]')).toBeTruthy();

    fireEvent.change(similarTo(), { target: { value: 'yamaha 11c4' } });
    expect(similarLine().textContent).toBe('Yamaha 11C4: rim ≈ 16.3 mm, medium deep cup');
    pause();
    expect(onApply).toHaveBeenCalledWith({ like: 'yamaha 11c4' });
    // The size table's sizes are offered as suggestions.
    const options = [...present(similarTo().list, 'the datalist').options].map((o) => o.value);
    expect(options).toEqual(expect.arrayContaining(['Bach 7C', 'Bach 1 1/2C', 'Yamaha 11C4']));
  });

  it('names the problem once an unknown reference is applied, without hiding the text', () => {
    render(<Harness onApply={() => {}} />);
    fireEvent.change(similarTo(), { target: { value: 'Bach 99Z' } });
    // Still typing: no complaint yet.
    expect(similarLine().textContent).toBe('A maker and size, such as Bach 7C.');
    expect(similarTo().getAttribute('aria-invalid')).toBeNull();
    pause();
    expect(similarLine().textContent).toBe('No mouthpiece size we know matches "Bach 99Z". Try a maker and size, such as "Bach 7C".');
    expect(similarTo().getAttribute('aria-invalid')).toBe('true');
    expect(similarTo().value).toBe('Bach 99Z');
  });

  it('offers only the sizes of the instrument filter’s family', () => {
    render(<Harness initial={{ instrument_type: 'Tenor Trombone' }} onApply={() => {}} />);
    const options = [...present(similarTo().list, 'the datalist').options].map((o) => o.value);
    expect(options).toEqual(['Bach 6 1/2AL']);
  });

  it('Reset clears the reference with the other filters', () => {
    const onApply = vi.fn();
    render(<Harness initial={{ like: 'Bach 7C', brand: 'Yamaha' }} onApply={onApply} />);
    expect(similarTo().value).toBe('Bach 7C');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onApply).toHaveBeenCalledWith({});
    expect(similarTo().value).toBe('');
  });
});
