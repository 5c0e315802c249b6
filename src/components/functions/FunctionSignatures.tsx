import React, {type ReactNode} from 'react';
import {displayType, formatOverload, signatureOf} from '@site/src/data/functions';

/**
 * Every typed overload of a function, from the signature data. An unknown
 * name fails the build, so a page cannot show a signature that is not there.
 */
export default function FunctionSignatures({name}: {name: string}): ReactNode {
  const sig = signatureOf(name);
  if (!sig) throw new Error(`<FunctionSignatures name="${name}"/>: no signature data for "${name}" (src/data/functions)`);
  return (
    <table className="function-signatures">
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
  );
}
