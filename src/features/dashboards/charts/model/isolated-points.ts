/**
 * The indices (from `first` to `last`) of values with no value just before or after them: a line
 * chart that breaks at gaps draws no line for them, so they are drawn as dots or they would not show.
 */
export function isolatedIndices(values: ArrayLike<number | null | undefined>, first = 0, last = values.length - 1): number[] {
  const isolated: number[] = [];
  const missing = (index: number) => index < 0 || index >= values.length || values[index] == null;
  for (let index = Math.max(0, first); index <= Math.min(last, values.length - 1); index += 1) {
    if (!missing(index) && missing(index - 1) && missing(index + 1)) isolated.push(index);
  }
  return isolated;
}
