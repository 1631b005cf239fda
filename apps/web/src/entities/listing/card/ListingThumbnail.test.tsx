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

  it("fetches a first card's photo at once and at the highest priority, the others as they near the screen", () => {
    const { container, rerender } = render(<ListingThumbnail src="/uploads/a.thumb.webp" priority />);
    expect([image(container)?.getAttribute('loading'), image(container)?.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    rerender(<ListingThumbnail src="/uploads/a.thumb.webp" />);
    expect([image(container)?.getAttribute('loading'), image(container)?.getAttribute('fetchpriority')]).toEqual(['lazy', 'auto']);
  });

  it('shows a photo that is already decoded when it mounts (one the page preloaded) without waiting for load', () => {
    const natural = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'naturalWidth');
    const complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'complete');
    Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', { configurable: true, get: () => 480 });
    Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => true });
    try {
      const { container } = render(<ListingThumbnail src="/uploads/a.thumb.webp" priority />);
      expect(image(container)?.dataset.loaded).toBe('true');
    } finally {
      for (const [name, original] of [
        ['naturalWidth', natural],
        ['complete', complete],
      ] as const) {
        if (original) Object.defineProperty(HTMLImageElement.prototype, name, original);
        else Reflect.deleteProperty(HTMLImageElement.prototype, name);
      }
    }
  });
});
