import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

/**
 * Also used on links that look like buttons: `<Link className={buttonStyle({ variant: 'secondary' })}>`.
 */
export const buttonStyle = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[2],
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, pointerEvents: 'none' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: {
          '&:hover': { background: vars.color.brandHover, color: vars.color.onBrand },
          '&:active': { background: vars.color.brandActive },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: { '&:hover': { background: vars.color.brandSubtle, color: vars.color.brandHover } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover': { background: vars.color.surfaceHover, color: vars.color.text } },
      },
      danger: {
        background: vars.color.error,
        color: vars.color.textInverse,
        selectors: { '&:hover': { background: vars.color.errorHover, color: vars.color.textInverse } },
      },
    },
    size: {
      sm: { minHeight: '32px', padding: `0 ${vars.space[3]}`, fontSize: vars.fontSize.sm },
      md: { minHeight: '40px', padding: `0 ${vars.space[4]}`, fontSize: vars.fontSize.md },
      lg: { minHeight: '48px', padding: `0 ${vars.space[5]}`, fontSize: vars.fontSize.lg },
    },
    fullWidth: {
      true: { width: '100%' },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof buttonStyle>>;

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  flexShrink: 0,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:disabled': { opacity: 0.55 },
  },
});

export const iconButtonSize = {
  sm: style({ width: '32px', height: '32px' }),
  md: style({ width: '40px', height: '40px' }),
};
