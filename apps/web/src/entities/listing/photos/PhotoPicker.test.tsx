import { MAX_PHOTO_BYTES } from '@mpx/shared';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { describedBy } from '../../../test/dom';
import type { PickedPhoto } from './photoFiles';
import { PhotoPicker } from './PhotoPicker';

function Harness({ initial = [] }: { initial?: PickedPhoto[] }) {
  const [photos, setPhotos] = useState<PickedPhoto[]>(initial);
  return <PhotoPicker photos={photos} onPhotosChange={setPhotos} />;
}

const file = (name: string, type: string, size = 16) => new File([new Uint8Array(size)], name, { type });

const stored = (n: number): PickedPhoto[] =>
  Array.from({ length: n }, (_, i) => ({ id: `stored-${i}`, preview: `/uploads/p${i}.thumb.webp`, value: `/uploads/p${i}.webp` }));

async function pick(files: File[]) {
  const input = screen.getByLabelText('Add photos');
  await act(async () => {
    fireEvent.change(input, { target: { files } });
  });
}

const previews = () => screen.queryAllByRole('img').map((img) => img.getAttribute('src'));

describe('PhotoPicker', () => {
  it('adds JPEG, PNG, GIF and WebP files as data-URL previews, the first labelled as the cover', async () => {
    render(<Harness />);
    await pick([file('a.jpg', 'image/jpeg'), file('b.PNG', 'image/png'), file('c.gif', 'image/gif'), file('d.webp', 'image/webp')]);
    await waitFor(() => expect(previews()).toHaveLength(4));
    expect(previews().every((src) => src?.startsWith('data:image/'))).toBe(true);
    expect(screen.getByText('Cover')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo 1 (cover)' })).toBeTruthy();
    expect(screen.getByText('4 of 6')).toBeTruthy();
  });

  it('names each file it does not add and says why, announced and tied to the picker', async () => {
    render(<Harness />);
    await pick([
      file('notes.pdf', 'application/pdf'),
      file('photo.bmp', 'image/bmp'),
      file('really-a-png.jpg', 'image/png'),
      file('no-extension', 'image/jpeg'),
      file('huge.png', 'image/png', MAX_PHOTO_BYTES + 1),
      file('empty.png', 'image/png', 0),
      file('ok.jpeg', 'image/jpeg'),
      file('limit.png', 'image/png', MAX_PHOTO_BYTES),
    ]);
    await waitFor(() => expect(previews()).toHaveLength(2));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('These files were not added:')).toBeTruthy();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'notes.pdf: Invalid file type. Only PNG, JPG, JPEG, GIF, and WebP are allowed.',
      'photo.bmp: Invalid file type. Only PNG, JPG, JPEG, GIF, and WebP are allowed.',
      'really-a-png.jpg: File extension does not match its type.',
      'no-extension: File extension does not match its type.',
      'huge.png: File too large. Maximum size is 5MB.',
      'empty.png: Image could not be read.',
    ]);
    // Screen readers hear the reasons with the file input and the photo group.
    expect(describedBy(screen.getByLabelText('Add photos'))).toContain('huge.png: File too large. Maximum size is 5MB.');
    expect(describedBy(screen.getByRole('group', { name: /Photos/ }))).toContain('notes.pdf: Invalid file type.');
  });

  it('says which files did not fit in the six, and lets the message be dismissed', async () => {
    render(<Harness initial={stored(5)} />);
    await pick([file('fits.png', 'image/png'), file('one-too-many.png', 'image/png')]);
    await waitFor(() => expect(previews()).toHaveLength(6));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('This file was not added:')).toBeTruthy();
    expect(within(alert).getByRole('listitem').textContent).toBe('one-too-many.png: Maximum 6 photos allowed.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clears the message when the next pick adds everything', async () => {
    render(<Harness />);
    await pick([file('notes.pdf', 'application/pdf')]);
    expect(await screen.findByRole('alert')).toBeTruthy();
    await pick([file('ok.png', 'image/png')]);
    await waitFor(() => expect(previews()).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps at most six photos and then hides the add control', async () => {
    render(<Harness initial={stored(4)} />);
    await pick([file('1.png', 'image/png'), file('2.png', 'image/png'), file('3.png', 'image/png')]);
    await waitFor(() => expect(previews()).toHaveLength(6));
    expect(screen.queryByLabelText('Add photos')).toBeNull();
    expect(screen.getByText('6 of 6')).toBeTruthy();
  });

  it('reorders by keyboard, keeping focus on the moved photo', () => {
    render(<Harness initial={stored(3)} />);
    expect(previews()).toEqual(['/uploads/p0.thumb.webp', '/uploads/p1.thumb.webp', '/uploads/p2.thumb.webp']);

    const moveLeft = screen.getByRole('button', { name: 'Move photo 2 left' });
    moveLeft.focus();
    fireEvent.click(moveLeft);
    expect(previews()).toEqual(['/uploads/p1.thumb.webp', '/uploads/p0.thumb.webp', '/uploads/p2.thumb.webp']);
    expect(screen.getByRole('img', { name: 'Photo 1 (cover)' }).getAttribute('src')).toBe('/uploads/p1.thumb.webp');
    // It is now first, so "left" is disabled: focus moves to its "right" button.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move photo 1 right' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move photo 1 left' }).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Move photo 1 right' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 2 right' }));
    expect(previews()).toEqual(['/uploads/p0.thumb.webp', '/uploads/p2.thumb.webp', '/uploads/p1.thumb.webp']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move photo 3 left' }));
    expect(screen.getByText('Photo moved to position 3 of 3.')).toBeTruthy();
  });

  it('removes a photo and moves focus to the next one', () => {
    render(<Harness initial={stored(2)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(previews()).toEqual(['/uploads/p1.thumb.webp']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove photo 1' }));
  });
});
