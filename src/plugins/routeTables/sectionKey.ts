/**
 * The section a page below a split route belongs to (shared by the build, ./sections.ts, and the
 * browser, ./runtime.ts): its first path segment below the route, lower case; where that section
 * is itself split (`deeper`), the first two segments, and so on.
 */
export function sectionKey(below: string, deeper: ReadonlySet<string>): string {
  const segments = below.toLowerCase().split('/');
  let key = segments[0]!;
  for (let i = 1; deeper.has(key); i++) key = `${key}/${segments[i] ?? ''}`;
  return key;
}
