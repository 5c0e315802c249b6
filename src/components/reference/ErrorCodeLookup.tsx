import React, {useMemo, type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {ErrorCode, ErrorCodeData} from '@site/src/data/reference/types';
import FilterBar from './FilterBar';
import {findErrors} from './errorMatch';
import {useUrlState} from './useUrlState';
import InlineCode, {Breakable} from './InlineCode';
import styles from './reference.module.css';
import cards from '@site/src/components/tableCards.module.css';
import {island} from '@site/src/components/islands/island';

function ErrorRow({item}: {item: ErrorCode}): ReactNode {
  useBrokenLinks().collectAnchor(item.name);
  return (
    <tr
      id={item.name}
      data-search-entry={`${item.code} ${item.message}`}
      data-search-keys={`${item.code} ${item.name}`}
    >
      <td data-label="Code / SQLSTATE" className={styles.codeCell}>
        <strong>{item.code}</strong>
        <br />
        <code>{item.sqlstate}</code>
      </td>
      <td data-label="Message">
        <code>{item.message}</code>
        <br />
        <small>
          <code>
            <Breakable text={item.name} />
          </code>
        </small>
      </td>
      <td data-label="Usual cause">
        <InlineCode text={item.cause} />
      </td>
      <td data-label="What to do">
        <InlineCode text={item.action} />
      </td>
    </tr>
  );
}

/** The filter as a URL parameter: `?q=5501`. */
const FILTERS = {q: ''};

/** Every error code, found by its number, by words of its message or by a pasted client line. */
function ErrorCodeLookup({data}: {data: ErrorCodeData}): ReactNode {
  const [filters, setFilters] = useUrlState(FILTERS);
  const query = filters.q;
  const shown = useMemo(() => findErrors(data.items, query), [data, query]);
  return (
    <section aria-label="Error codes">
      <FilterBar
        label="Code or message"
        placeholder="e.g. 1064 or Unknown database"
        query={query}
        onQuery={(q) => setFilters({q})}
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
        <table className={`${styles.errorTable} ${cards.cards}`}>
          <colgroup>
            <col className={styles.colCode} />
            <col className={styles.colMessage} />
            <col className={styles.colCause} />
            <col className={styles.colAction} />
          </colgroup>
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

/** Hydrated on its own in an article the browser keeps as server HTML (src/components/islands). */
export default island('ErrorCodeLookup', ErrorCodeLookup);
