/** How far a strip must scroll sideways to show all of `item` (negative: towards the start), 0 when it is shown. */
export function sidewaysIntoView(
  strip: Pick<DOMRect, 'left' | 'right'>,
  item: Pick<DOMRect, 'left' | 'right'>,
): number {
  if (item.left < strip.left) return item.left - strip.left;
  if (item.right > strip.right) return Math.min(item.right - strip.right, item.left - strip.left);
  return 0;
}
