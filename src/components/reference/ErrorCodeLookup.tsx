import React, {useMemo, useState, type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {ErrorCode, ErrorCodeData} from '@site/src/data/reference/types';
import FilterBar, {normalize} from './FilterBar';
import InlineCode from './InlineCode';
import styles from './reference.module.css';

/** The line a MySQL client prints: `ERROR 5501 (3F000): Unknown database 'sales_db'`. */
const CLIENT_LINE = /^\s*ERROR\s+(\d+)\s*(?:\(([0-9A-Z]{5})\))?/i;

/**
 * What the reader typed, as a code or as words: a whole pasted client line or a JDBC
 * `errorCode=5501` counts as its code.
 */
export function errorQuery(query: string): {code?: string; words: string} {
  const line = query.match(CLIENT_LINE) ?? query.match(/\berror\s*code\s*[=:]?\s*(\d+)/i);
  if (line) return {code: line[1], words: ''};
  const q = query.trim();
  return /^\d+$/.test(q) ? {code: q, words: ''} : {words: q};
}

function matches(item: ErrorCode, query: string): boolean {
  const {code, words} = errorQuery(query);
  if (code !== undefined) return String(item.code).startsWith(code);
  if (words === '') return true;
  const n = normalize(words);
  return [item.name, item.message, item.sqlstate].some((field) => normalize(field).includes(n));
}

function ErrorRow({item}: {item: ErrorCode}): ReactNode {
  useBrokenLinks().collectAnchor(item.name);
  return (
    <tr id={item.name} data-search-entry={`${item.code} ${item.message}`} data-search-keys={`${item.code} ${item.name}`}>
      <td>
        <strong>{item.code}</strong>
        <br />
        <code>{item.sqlstate}</code>
      </td>
      <td>
        <code>{item.message}</code>
        <br />
        <small>
          <code>{item.name}</code>
        </small>
      </td>
      <td>
        <InlineCode text={item.cause} />
      </td>
      <td>
        <InlineCode text={item.action} />
      </td>
    </tr>
  );
}

/** Every error code, found by its number or by words of its message. */
export default function ErrorCodeLookup({data}: {data: ErrorCodeData}): ReactNode {
  const [query, setQuery] = useState('');
  const shown = useMemo(() => data.items.filter((i) => matches(i, query)), [data, query]);
  return (
    <section aria-label="Error codes">
      <FilterBar
        label="Code or message"
        placeholder="e.g. 1064 or Unknown database"
        query={query}
        onQuery={setQuery}
        choices={[]}
        shown={shown.length}
        total={data.items.length}
        noun="error codes"
      />
      {shown.length === 0 ? (
        <p className={styles.none}>
          No error code matches "{query}". Type the number the client printed (for example 1064) or a few words of the
          message.
        </p>
      ) : (
        <table className={styles.errorTable}>
          <thead>
            <tr>
              <th>Code / SQLSTATE</th>
              <th>Message</th>
              <th>Usual cause</th>
              <th>What to do</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((item) => (
              <ErrorRow key={item.name} item={item} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
