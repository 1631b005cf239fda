import { Alert } from '../../../ui/Alert';
import type { RejectedFile } from './photoFiles';
import * as styles from './picker.css';

export interface RejectedFilesProps {
  /** The picker's controls point at it (aria-describedby). */
  id: string;
  files: readonly RejectedFile[];
  onDismiss: () => void;
}

/** The files of the last pick that were not added, each with its reason; announced as it appears. */
export function RejectedFiles({ id, files, onDismiss }: RejectedFilesProps) {
  if (files.length === 0) return null;
  return (
    <Alert id={id} variant="error" title={files.length === 1 ? 'This file was not added:' : 'These files were not added:'} onDismiss={onDismiss}>
      <ul className={styles.rejectedList}>
        {files.map((file, i) => (
          <li key={`${i}:${file.name}`}>
            <span className={styles.fileName}>{file.name}</span>: {file.reason}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
