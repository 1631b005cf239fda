/** Joins class names, skipping falsy ones: `cx(styles.a, active && styles.b, className)`. */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
