/** Text for screen readers only (Radix keeps it in the accessibility tree but off screen). */
export { VisuallyHidden } from '@radix-ui/react-visually-hidden';
