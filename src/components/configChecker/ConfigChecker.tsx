import React, {useRef, useState, type ReactNode} from 'react';
import {checkPaste, type Choice, type Report} from './check';
import {LOOKUP} from './shippedLookup';
import {EXAMPLE} from './example';
import CheckResults from './CheckResults';
import {island} from '@site/src/components/islands/island';
import clsx from 'clsx';
import referenceStyles from '@site/src/components/reference/reference.module.css';
// After the reference's styles, so that its rules refine theirs.
import styles from './configChecker.module.css';

const CHOICES: {value: Choice; label: string}[] = [
  {value: 'auto', label: 'Detect from the paste'},
  {value: 'fe', label: 'FE: fe.conf, ADMIN SHOW FRONTEND CONFIG'},
  {value: 'be', label: 'BE or CN: be.conf, cn.conf, be_configs'},
  {value: 'variables', label: 'System variables: SHOW VARIABLES'},
];

/**
 * The configuration checker: a paste, what it is, and the results of checking it against
 * StarRocks 3.5's items. Everything runs in the browser on data bundled with the page; nothing
 * is sent anywhere. The summary is announced politely; the results are grouped lists.
 */
function ConfigChecker(): ReactNode {
  // One checker per page, and a fixed id: useId's ids depend on the React tree, and the checker is
  // hydrated in a root of its own (an island) under a server HTML rendered inside the page's tree.
  const id = 'config-checker';
  const paste = useRef<HTMLTextAreaElement>(null);
  const [choice, setChoice] = useState<Choice>('auto');
  const [report, setReport] = useState<Report | null>(null);

  const run = (text: string, kind: Choice) => setReport(checkPaste(text, kind, LOOKUP));
  return (
    <div className={styles.checker}>
      <form
        className={styles.form}
        aria-label="Configuration to check"
        onSubmit={(e) => {
          e.preventDefault();
          run(paste.current?.value ?? '', choice);
        }}
      >
        <label htmlFor={`${id}-paste`} className={styles.label}>
          Paste fe.conf, be.conf or a statement&apos;s output
        </label>
        <p id={`${id}-hint`} className={styles.hint}>
          Checked in your browser: nothing you paste leaves this page. Ctrl+Enter checks.
        </p>
        <textarea
          id={`${id}-paste`}
          ref={paste}
          className={styles.paste}
          rows={10}
          wrap="off"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              e.currentTarget.form?.requestSubmit();
            }
          }}
        />
        {/* The select is styled as the references' filter controls (reference.module.css). */}
        <div className={clsx(referenceStyles.controls, styles.controls)}>
          <label>
            What you pasted
            <select value={choice} onChange={(e) => setChoice(e.target.value as Choice)}>
              {CHOICES.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button button--primary">
            Check
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              if (paste.current) paste.current.value = EXAMPLE;
              setChoice('auto');
              run(EXAMPLE, 'auto');
            }}
          >
            Check an example
          </button>
        </div>
      </form>
      <p role="status" aria-live="polite" className={styles.summary}>
        {report?.summary ?? ''}
      </p>
      {report && !report.problem && <CheckResults report={report} />}
    </div>
  );
}

/** Hydrated on its own in an article the browser keeps as server HTML (src/components/islands). */
export default island('ConfigChecker', ConfigChecker);
