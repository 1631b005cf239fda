// One price format for the app and the server's alerts.
export { formatPrice } from '@mpx/shared';
