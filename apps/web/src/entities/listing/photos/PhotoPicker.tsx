import { MAX_PHOTOS, PHOTO_EXTENSIONS, PHOTO_MIME_TYPES } from '@mpx/shared';
import { useId, useRef, useState, type ChangeEvent, type Dispatch, type DragEvent, type SetStateAction } from 'react';
import { flushSync } from 'react-dom';
import { cx } from '../../../ui/cx';
import { IconButton } from '../../../ui/IconButton';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, PlusIcon } from '../../../ui/icons';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { move, readPhotos, sortPickedFiles, type PickedPhoto, type RejectedFile } from './photoFiles';
import { RejectedFiles } from './RejectedFiles';
import * as styles from './picker.css';

const ACCEPT = [
  ...PHOTO_MIME_TYPES,
  ...new Set(
    Object.values(PHOTO_EXTENSIONS)
      .flat()
      .map((e) => `.${e}`),
  ),
].join(',');

type Control = 'left' | 'right' | 'remove';

export interface PhotoPickerProps {
  photos: readonly PickedPhoto[];
  onPhotosChange: Dispatch<SetStateAction<PickedPhoto[]>>;
  /** The first problem with the photos (from the server: "Photo 2: …"). */
  error?: string | undefined;
}

/**
 * Up to six photos for a listing (product §5): add (file picker or drop), preview, remove and
 * reorder by drag and drop or with the Move left / Move right buttons. The first is the cover.
 * Files of the wrong type, extension or size, and those beyond six, are not added: the picker
 * names each one and says why (a new member could not tell where a photo had gone).
 */
export function PhotoPicker({ photos, onPhotosChange, error }: PhotoPickerProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const rejectedId = `${id}-rejected`;
  const [dragged, setDragged] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [rejected, setRejected] = useState<RejectedFile[]>([]);
  /** The tiles' buttons and the file input, by `${photo.id}:${control}` or 'add', for moving focus. */
  const controls = useRef(new Map<string, HTMLElement>());

  const track = (key: string, element: HTMLElement | null) => {
    if (element) controls.current.set(key, element);
    else controls.current.delete(key);
  };

  /**
   * Changes the photos and moves focus to a control of the new order. flushSync renders the
   * change first, so the control to focus exists (react.dev, "Manipulating the DOM with Refs").
   */
  const changeThenFocus = (change: SetStateAction<PickedPhoto[]>, focusKey: string) => {
    flushSync(() => onPhotosChange(change));
    controls.current.get(focusKey)?.focus();
  };

  const addFiles = async (files: Iterable<File>) => {
    // Each pick starts a fresh message (cleared first, so a repeat is announced again).
    setRejected([]);
    const { accepted, rejected: refused } = sortPickedFiles(files, photos.length);
    const { added, rejected: unreadable } = await readPhotos(accepted);
    setRejected([...refused, ...unreadable]);
    if (added.length > 0) onPhotosChange((current) => [...current, ...added].slice(0, MAX_PHOTOS));
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Let the same file be picked again after removing it.
    event.target.value = '';
    void addFiles(files);
  };

  const announceMove = (to: number) => setAnnouncement(`Photo moved to position ${to + 1} of ${photos.length}.${to === 0 ? ' It is now the cover.' : ''}`);

  /** Keyboard moves keep focus on the moved photo's control, or its other arrow at either end. */
  const moveBy = (index: number, step: -1 | 1) => {
    const photo = photos[index];
    const to = index + step;
    if (!photo || to < 0 || to >= photos.length) return;
    const atEnd = step < 0 ? to === 0 : to === photos.length - 1;
    const toward: Control = step < 0 ? 'left' : 'right';
    const away: Control = step < 0 ? 'right' : 'left';
    changeThenFocus((current) => move(current, index, to), `${photo.id}:${atEnd ? away : toward}`);
    announceMove(to);
  };

  const remove = (index: number) => {
    const neighbour = photos[index + 1] ?? photos[index - 1];
    changeThenFocus((current) => current.filter((_, i) => i !== index), neighbour ? `${neighbour.id}:remove` : 'add');
    setAnnouncement(`Photo ${index + 1} removed.`);
  };

  const onDropOnPhoto = (event: DragEvent, index: number) => {
    if (!dragged) return;
    event.preventDefault();
    event.stopPropagation();
    const from = photos.findIndex((p) => p.id === dragged);
    if (from !== -1 && from !== index) {
      onPhotosChange((current) => move(current, from, index));
      announceMove(index);
    }
    setDragged(null);
  };

  const onDropFiles = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    void addFiles([...event.dataTransfer.files]);
  };

  const full = photos.length >= MAX_PHOTOS;
  const last = photos.length - 1;
  const describedBy = [rejected.length > 0 ? rejectedId : '', error ? errorId : '', hintId].filter(Boolean).join(' ');

  return (
    <div
      className={styles.picker}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy}
      onDragOver={(event) => {
        if (dragged || event.dataTransfer.types.includes('Files')) event.preventDefault();
      }}
      onDrop={onDropFiles}
    >
      <div className={styles.header}>
        <span id={`${id}-label`} className={styles.label}>
          Photos <span className={styles.optional}>(optional)</span>
        </span>
        <span className={styles.counter}>
          {photos.length} of {MAX_PHOTOS}
        </span>
      </div>
      <p id={hintId} className={styles.hint}>
        Up to {MAX_PHOTOS} photos: JPEG, PNG, GIF or WebP, each up to 5 MB. The first photo is the cover; drag photos or use the arrow buttons to change the
        order.
      </p>
      <ol className={styles.tiles}>
        {photos.map((photo, index) => (
          <li
            key={photo.id}
            className={cx(styles.tile, dragged === photo.id && styles.dragging)}
            draggable
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', photo.id);
              setDragged(photo.id);
            }}
            onDragOver={(event) => {
              if (dragged) event.preventDefault();
            }}
            onDrop={(event) => onDropOnPhoto(event, index)}
            onDragEnd={() => setDragged(null)}
          >
            <img src={photo.preview} alt={`Photo ${index + 1}${index === 0 ? ' (cover)' : ''}`} className={styles.image} draggable={false} />
            {index === 0 && <span className={styles.cover}>Cover</span>}
            <div className={styles.tileActions}>
              <IconButton
                ref={(element) => track(`${photo.id}:left`, element)}
                size="sm"
                aria-label={`Move photo ${index + 1} left`}
                icon={<ChevronLeftIcon size={18} />}
                disabled={index === 0}
                onClick={() => moveBy(index, -1)}
                className={styles.tileButton}
              />
              <IconButton
                ref={(element) => track(`${photo.id}:right`, element)}
                size="sm"
                aria-label={`Move photo ${index + 1} right`}
                icon={<ChevronRightIcon size={18} />}
                disabled={index === last}
                onClick={() => moveBy(index, 1)}
                className={styles.tileButton}
              />
              <IconButton
                ref={(element) => track(`${photo.id}:remove`, element)}
                size="sm"
                aria-label={`Remove photo ${index + 1}`}
                icon={<CloseIcon size={18} />}
                onClick={() => remove(index)}
                className={styles.tileButton}
              />
            </div>
          </li>
        ))}
        {!full && (
          <li className={styles.addTile}>
            <input
              ref={(element) => track('add', element)}
              id={inputId}
              type="file"
              multiple
              accept={ACCEPT}
              className={styles.fileInput}
              aria-describedby={describedBy}
              onChange={onInputChange}
            />
            <label htmlFor={inputId} className={styles.addLabel}>
              <PlusIcon size={24} />
              Add photos
            </label>
          </li>
        )}
      </ol>
      <RejectedFiles id={rejectedId} files={rejected} onDismiss={() => setRejected([])} />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </div>
  );
}
