import React, {useState, type ReactNode} from 'react';
import type {Kind} from './lookup';
import styles from './configChecker.module.css';

const WHAT: Record<Kind, string> = {
  fe: 'ADMIN SET FRONTEND CONFIG sets the item on every live FE until it restarts; add WITH PERSISTENT to also write it into fe.conf (allowed only when fe.conf is writable and the FE does not run in a container).',
  be: 'Each UPDATE sets the item on every node whose be_configs row it matches, until that node restarts: keep the line in be.conf (cn.conf) as well.',
  variables: 'SET GLOBAL makes the value the default of new sessions; a session-only variable is set per session.',
};

/** The statements that apply the changed values that need no restart, ready to copy. */
export default function RuntimeStatements({statements, kind}: {statements: string[]; kind: Kind | null}): ReactNode {
  const [copied, setCopied] = useState('');
  if (statements.length === 0 || !kind) return null;
  const text = statements.join('\n');
  const copy = () => {
    navigator.clipboard?.writeText(text).then(
      () => setCopied('Copied.'),
      () => setCopied('Copying failed: select the statements and copy them.'),
    );
  };
  return (
    <section aria-labelledby="config-check-statements" className={styles.group}>
      <h3 id="config-check-statements">Statements for the changes that apply at runtime ({statements.length})</h3>
      <p>{WHAT[kind]}</p>
      <pre className={styles.statement}>
        <code>{text}</code>
      </pre>
      <p className={styles.copyRow}>
        <button type="button" className="button button--secondary button--sm" onClick={copy}>
          Copy the statements
        </button>{' '}
        <span role="status">{copied}</span>
      </p>
    </section>
  );
}
