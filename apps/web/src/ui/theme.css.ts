import { createGlobalTheme } from '@vanilla-extract/css';

/**
 * The one theme. Bound to :root (not a class) because Radix portals render dialogs, menus and
 * toasts straight into <body>, outside any themed wrapper.
 */
export const vars = createGlobalTheme(':root', {
  color: {
    brand: '#6b3fa0',
    brandHover: '#5a3388',
    brandActive: '#4a296f',
    brandSubtle: '#f3edf9',
    brandMuted: '#d9c8ec',
    onBrand: '#ffffff',

    text: '#1d1b22',
    textMuted: '#5c5966',
    textInverse: '#ffffff',
    background: '#faf9fc',
    surface: '#ffffff',
    surfaceMuted: '#f2f1f5',
    surfaceHover: '#ebe9f0',
    border: '#dddae3',
    borderStrong: '#8e8a98',
    overlay: 'rgba(20, 16, 28, 0.55)',

    success: '#1e7a3c',
    successSubtle: '#e5f4ea',
    warning: '#8a5300',
    warningSubtle: '#fff3df',
    info: '#1d5fa6',
    infoSubtle: '#e6effa',
    error: '#b3261e',
    errorSubtle: '#fcebea',
    errorHover: '#921f18',
    star: '#e0a100',
  },
  space: {
    '0': '0',
    '1': '4px',
    '2': '8px',
    '3': '12px',
    '4': '16px',
    '5': '24px',
    '6': '32px',
    '7': '48px',
    '8': '64px',
  },
  radius: {
    sm: '4px',
    md: '8px',
    lg: '12px',
    pill: '999px',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    xxxl: '2.25rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    bold: '700',
  },
  lineHeight: {
    tight: '1.25',
    normal: '1.5',
  },
  shadow: {
    sm: '0 1px 2px rgba(29, 27, 34, 0.08)',
    md: '0 2px 8px rgba(29, 27, 34, 0.12)',
    lg: '0 12px 32px rgba(29, 27, 34, 0.2)',
  },
  focusRing: '2px solid #6b3fa0',
  zIndex: {
    header: '10',
    overlay: '50',
    popover: '60',
    toast: '70',
  },
  duration: {
    fast: '120ms',
    normal: '200ms',
  },
  width: {
    content: '1200px',
    narrow: '560px',
    prose: '760px',
  },
});
