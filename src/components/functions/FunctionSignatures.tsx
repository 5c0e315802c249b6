import React, {type ReactNode} from 'react';
import {displayType, formatOverload, signatureOf, sinceOf, sinceText} from '@site/src/data/functions';
import clsx from 'clsx';
import styles from './FunctionFinder.module.css';

/**
 * Every typed overload of a function, from the signature data, with the
 * release that first shipped it ("Since v3.1") where a source establishes
 * it. An unknown name fails the build, so a page cannot show a signature
 * that is not there.
 */
export default function FunctionSignatures({name}: {name: string}): ReactNode {
  const sig = signatureOf(name);
  if (!sig) throw new Error(`<FunctionSignatures name="${name}"/>: no signature data for "${name}" (src/data/functions)`);
  const since = sinceOf(name);
  return (
    <>
      {since && (
        <p className={styles.since} data-since={since.since}>
          {sinceText(since.since)}
        </p>
      )}
      <table className={clsx('function-signatures', styles.signatures)}>
        <thead>
          <tr>
            <th>Signature</th>
            <th>Returns</th>
          </tr>
        </thead>
        <tbody>
          {sig.overloads.map((o, i) => (
            <tr key={i}>
              <td>
                <code>{formatOverload(sig.name, o)}</code>
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
