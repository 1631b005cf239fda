import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListingThumbnail } from './ListingThumbnail';

const image = (container: HTMLElement) => container.querySelector('img');

describe('ListingThumbnail', () => {
  it('keeps the photo transparent over the placeholder tint until it has loaded', () => {
    const { container } = render(<ListingThumbnail src="/uploads/a.thumb.webp" />);
    expect(image(container)?.dataset.loaded).toBe('false');
    fireEvent.load(image(container) ?? document.body);
    expect(image(container)?.dataset.loaded).toBe('true');
  });

  it('starts transparent again for a new photo', () => {
    const { container, rerender } = render(<ListingThumbnail src="/uploads/a.thumb.webp" />);
    fireEvent.load(image(container) ?? document.body);
    rerender(<ListingThumbnail src="/uploads/b.thumb.webp" />);
    expect(image(container)?.dataset.loaded).toBe('false');
  });

  it('falls back to "No Image" when there is no photo or it cannot be loaded', () => {
    const { container, rerender } = render(<ListingThumbnail src={undefined} />);
    expect(screen.getByText('No Image')).toBeTruthy();
    rerender(<ListingThumbnail src="/uploads/gone.webp" />);
    fireEvent.error(image(container) ?? document.body);
    expect(screen.getByText('No Image')).toBeTruthy();
    expect(image(container)).toBeNull();
  });
});
