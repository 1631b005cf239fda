/** Texts of My setup that only the web app shows (product §20); the server's arrive with its answers. */
export const SETUP_UI_TEXTS = {
  title: 'My setup',
  publicTitle: 'Setup',
  intro: 'The mouthpieces you own or play. Mark the one you play now on each instrument as current.',
  empty: 'No pieces yet.',
  loading: 'Loading your setup...',
  edit: 'Edit setup',
  addPiece: 'Add a piece',
  save: 'Save setup',
  saving: 'Saving...',
  cancel: 'Cancel',
  instrument: 'Instrument',
  brand: 'Maker',
  size: 'Size',
  sizeHint: 'As the maker prints it, such as 7C',
  rim: 'Rim (mm)',
  rimHint: 'Only if you measured it, such as 16.3',
  current: 'Current',
  showSetup: 'Show my setup on my public profile',
  shown: 'Shown on your public profile.',
  hidden: 'Only you can see it.',
  currentBadge: 'Current',
} as const;

export const pieceLabel = (n: number) => `Piece ${n}`;
export const removePieceLabel = (n: number) => `Remove piece ${n}`;
export const rimText = (mm: number) => `rim ${mm.toFixed(1)} mm`;
