/** A text field's counter hint: "12 / 1000 characters". */
export function characterCount(used: number, max: number): string {
  return `${used} / ${max} characters`;
}
