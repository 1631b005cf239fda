import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isDisabled } from '../test/dom';
import { Pagination } from './Pagination';

const hrefFor = (page: number) => (page > 1 ? `/?page=${page}` : '/');

describe('Pagination', () => {
  it('is buttons when the page lives in local state', () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} totalPages={3} onPageChange={onPageChange} />);
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(isDisabled(screen.getByRole('button', { name: 'Previous page' }))).toBe(true);
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('links each page to its URL where the page lives in the URL, so it works before the app hydrates', () => {
    render(<Pagination page={2} totalPages={5} onPageChange={vi.fn()} hrefFor={hrefFor} />);
    const hrefs = screen.getAllByRole('link').map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Previous page', '/'],
      ['Page 1', '/'],
      ['Page 2', '/?page=2'],
      ['Page 3', '/?page=3'],
      ['Page 5', '/?page=5'],
      ['Next page', '/?page=3'],
    ]);
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBeNull();
  });

  it('navigates in the app on a plain click, and leaves a modified click (a new tab) to the browser', () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} totalPages={5} onPageChange={onPageChange} hrefFor={hrefFor} />);
    const next = screen.getByRole('link', { name: 'Next page' });

    // fireEvent returns false when the default (following the href) was prevented.
    expect(fireEvent.click(next)).toBe(false);
    expect(onPageChange).toHaveBeenCalledExactlyOnceWith(3);

    onPageChange.mockClear();
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(fireEvent.click(next, modifier), JSON.stringify(modifier)).toBe(true);
    }
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('keeps Previous on the first page and Next on the last as disabled buttons: a link cannot be disabled', () => {
    const { rerender } = render(<Pagination page={1} totalPages={2} onPageChange={vi.fn()} hrefFor={hrefFor} />);
    expect(isDisabled(screen.getByRole('button', { name: 'Previous page' }))).toBe(true);
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/?page=2');

    rerender(<Pagination page={2} totalPages={2} onPageChange={vi.fn()} hrefFor={hrefFor} />);
    expect(isDisabled(screen.getByRole('button', { name: 'Next page' }))).toBe(true);
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/');
  });
});
