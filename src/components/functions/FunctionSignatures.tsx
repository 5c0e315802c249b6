import React, {type ReactNode} from 'react';
import {displayType, formatOverload} from '@site/src/data/functions/format';
import {sinceText} from '@site/src/data/releases';
import type {SignatureCard} from './signatureCard';
import styles from './FunctionFinder.module.css';

/**
 * Every typed overload of a function, with the release that first shipped it ("Since v3.1")
 * where a source establishes it (also marked for the search index, which shows it next to the
 * page when a reader types the function's name). The data comes from the `data` attribute that
 * src/plugins/functions/remarkFunctionSignatures.ts adds at compile time, so a page carries only
 * its own function's signatures; an unknown name fails the build there.
 */
export default function FunctionSignatures({name, data}: {name: string; data?: string}): ReactNode {
  if (!data)
    throw new Error(`<FunctionSignatures name="${name}"/>: no data attribute; is remarkFunctionSignatures configured?`);
  const card = JSON.parse(data) as SignatureCard;
  return (
    <>
      {card.since && (
        <p className={styles.since} data-search-since={card.since}>
          {sinceText(card.since)}
        </p>
      )}
      <table className={styles.signatures}>
        <thead>
          <tr>
            <th>Signature</th>
            <th>Returns</th>
          </tr>
        </thead>
        <tbody>
          {card.overloads.map((o, i) => (
            <tr key={i}>
              <td>
                <code>{formatOverload(card.name, o)}</code>
              </td>
              <td>
                <code>{displayType(o.returns)}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
