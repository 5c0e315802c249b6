/** The reader's recent searches, kept in this browser only. */
const KEY = 'starrocks-docs:recent-searches';
const MAX = 8;

export function recentSearches(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, MAX) : [];
  } catch {
    return [];
  }
}

export function rememberSearch(query: string): void {
  const q = query.trim();
  if (!q) return;
  try {
    const list = [q, ...recentSearches().filter((r) => r !== q)].slice(0, MAX);
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // storage unavailable: nothing to remember
  }
}
