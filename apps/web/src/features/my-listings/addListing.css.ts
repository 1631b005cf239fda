import { style } from '@vanilla-extract/css';
import { media } from '../../ui/breakpoints';

/** The header is tight on phones: the button keeps its size and shows only its icon there. */
export const button = style({ flexShrink: 0 });

export const label = style({ display: 'none', '@media': { [media.sm]: { display: 'inline' } } });
