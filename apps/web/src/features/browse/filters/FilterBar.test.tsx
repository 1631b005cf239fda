import { FILTER_DEBOUNCE_MS, present } from '@mpx/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FilterBar } from './FilterBar';
import { FilterBarHarness as Harness } from './FilterBarHarness';
import { filterSuggestions } from '../../../entities/listing/suggestions';

const suggestions = filterSuggestions(undefined);

const filtersButton = () => screen.getByRole('button', { name: /^Filters/ });

describe('FilterBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts the non-empty filters on the small-screen Filters button', () => {
    render(<Harness initial={{ brand: 'Bach', location_state: 'VIC', price_min: 50 }} />);
    expect(filtersButton().getAttribute('aria-label')).toBe('Filters (3 active)');
    expect(filtersButton().textContent).toBe('Filters3');

    fireEvent.change(screen.getByLabelText('Model'), { target: { value: '7C' } });
    expect(filtersButton().getAttribute('aria-label')).toBe('Filters (4 active)');

    // Blank text is not a filter.
    fireEvent.change(screen.getByLabelText('Brand'), { target: { value: '   ' } });
    expect(filtersButton().getAttribute('aria-label')).toBe('Filters (3 active)');
  });

  it('shows no count without filters, and toggles the panel', () => {
    render(<Harness />);
    expect(filtersButton().getAttribute('aria-label')).toBe('Filters');
    expect(filtersButton().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(filtersButton());
    expect(filtersButton().getAttribute('aria-expanded')).toBe('true');
  });

  it('applies typed filters after the 400 ms pause, once', () => {
    const onApply = vi.fn();
    render(<Harness onApply={onApply} />);
    fireEvent.change(screen.getByLabelText('Brand'), { target: { value: 'Sch' } });
    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 100);
    });
    fireEvent.change(screen.getByLabelText('Brand'), { target: { value: 'Schilke' } });
    fireEvent.change(screen.getByLabelText('Max price'), { target: { value: '150' } });
    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1);
    });
    expect(onApply).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledWith({ brand: 'Schilke', price_max: 150 });
  });

  it('takes a rim range under the size field, says it as "Rim 16.9–17.1 mm" and applies it', () => {
    const onApply = vi.fn();
    render(<Harness initial={{ instrument_type: 'Trumpet' }} onApply={onApply} />);
    const from = screen.getByLabelText<HTMLInputElement>('Rim from (mm)');
    const to = screen.getByLabelText<HTMLInputElement>('Rim to (mm)');
    // Under the "Similar to" field, in its cell of the panel.
    const range = present(from.closest('fieldset'), 'the rim range');
    const similar = screen.getByLabelText('Similar to');
    expect(range.parentElement?.contains(similar)).toBe(true);
    expect(similar.compareDocumentPosition(range) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.change(from, { target: { value: '16.9' } });
    fireEvent.change(to, { target: { value: '17.1' } });
    const line = present(document.getElementById(present(from.getAttribute('aria-describedby'), 'the rim line')), 'the rim line');
    expect(line.textContent).toBe('Rim 16.9–17.1 mm');
    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
    });
    expect(onApply).toHaveBeenLastCalledWith({ instrument_type: 'Trumpet', rim_min: 16.9, rim_max: 17.1 });
    expect(filtersButton().getAttribute('aria-label')).toBe('Filters (3 active)');
  });

  it('says why a rim is not one the filter takes, and applies the range without it', () => {
    const onApply = vi.fn();
    render(<Harness onApply={onApply} />);
    const from = screen.getByLabelText<HTMLInputElement>('Rim from (mm)');
    const to = screen.getByLabelText<HTMLInputElement>('Rim to (mm)');
    const line = () => document.getElementById(present(from.getAttribute('aria-describedby'), 'the rim line'))?.textContent;
    fireEvent.change(from, { target: { value: '16.95' } });
    expect(line()).toBe('A rim is 10.0 to 40.0 mm, with one decimal at most.');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(from, { target: { value: '17.1' } });
    fireEvent.change(to, { target: { value: '16.9' } });
    expect(line()).toBe('The second rim must not be less than the first.');
    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
    });
    expect(onApply).toHaveBeenLastCalledWith({ rim_min: 17.1 });
  });

  it('takes a cup under the rim range, one of the scale’s words or any, and applies it', () => {
    const onApply = vi.fn();
    render(<Harness initial={{ instrument_type: 'Tenor Trombone' }} onApply={onApply} />);
    // A button named "Cup" (in the Tab order, opened by keyboard as every Select), in the size filters' cell after the rim range.
    const cup = screen.getByRole('combobox', { name: 'Cup' });
    expect(cup.tagName).toBe('BUTTON');
    expect(cup.textContent).toBe('Any cup');
    const range = present(screen.getByLabelText('Rim from (mm)').closest('fieldset'), 'the rim range');
    expect(range.parentElement?.contains(cup)).toBe(true);
    expect(range.compareDocumentPosition(cup) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // The form's native select beside it offers the seven words, deepest first.
    const native = present(cup.parentElement?.querySelector('select'), 'the cup’s native select');
    expect(Array.from(native.options, (o) => o.value).filter((v) => v !== '')).toEqual([
      'any',
      'very deep',
      'deep',
      'medium deep',
      'medium',
      'medium shallow',
      'shallow',
      'very shallow',
    ]);
    fireEvent.change(native, { target: { value: 'medium deep' } });
    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
    });
    expect(onApply).toHaveBeenLastCalledWith({ instrument_type: 'Tenor Trombone', cup: 'medium deep' });
    expect(cup.textContent).toBe('Medium deep');
    expect(filtersButton().getAttribute('aria-label')).toBe('Filters (2 active)');

    fireEvent.change(native, { target: { value: 'any' } });
    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
    });
    expect(onApply).toHaveBeenLastCalledWith({ instrument_type: 'Tenor Trombone' });
  });

  it('Reset clears every filter at once', () => {
    const onApply = vi.fn();
    render(<Harness initial={{ q: 'wick', condition: 'Good' }} onApply={onApply} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onApply).toHaveBeenCalledWith({});
    expect(screen.getByLabelText<HTMLInputElement>('Search').value).toBe('');
    expect(filtersButton().getAttribute('aria-label')).toBe('Filters');
  });

  it('follows filters changed from outside (Back), without applying them again', () => {
    const onApply = vi.fn();
    const { rerender } = render(<FilterBar value={{ brand: 'Bach' }} onChange={onApply} suggestions={suggestions} />);
    rerender(<FilterBar value={{ brand: 'Yamaha', model: '11' }} onChange={onApply} suggestions={suggestions} />);
    expect(screen.getByLabelText<HTMLInputElement>('Brand').value).toBe('Yamaha');
    expect(screen.getByLabelText<HTMLInputElement>('Model').value).toBe('11');
    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS * 2);
    });
    expect(onApply).not.toHaveBeenCalled();
  });
});
