import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {entryHref, type Kind} from './lookup';
import {GROUPS, type Finding, type Report, type Verdict} from './check';
import RuntimeStatements from './RuntimeStatements';
import styles from './configChecker.module.css';

/** Lines listed per group; the count says how many more there are (a 1 MB paste has ~40,000). */
export const GROUP_LIMIT = 200;

/** Long values (a JAVA_OPTS line, a pasted megabyte) are cut for display. */
const MAX_SHOWN = 160;
const shorten = (s: string) => (s.length > MAX_SHOWN ? `${s.slice(0, MAX_SHOWN)}…` : s);

/** The pasted line: its name (linked to the 3.5 entry it sets) and value. */
function PastedLine({finding, kind}: {finding: Finding; kind: Kind | null}): ReactNode {
  const {key, value, item} = finding;
  if (!key) return <code className={styles.pasted}>{shorten(value)}</code>;
  const name = <code>{shorten(key)}</code>;
  return (
    <>
      {item && kind && !item.undocumented ? <Link to={entryHref(kind, item.name)}>{name}</Link> : name}{' '}
      <code className={styles.pasted}>= {shorten(value)}</code>
    </>
  );
}

function FindingEntry({finding, kind}: {finding: Finding; kind: Kind | null}): ReactNode {
  const {suggestion} = finding;
  return (
    <li className={styles.finding}>
      <p className={styles.findingHead}>
        <span className={styles.line}>Line {finding.line}</span> <PastedLine finding={finding} kind={kind} />
      </p>
      <p>
        {finding.message}
        {suggestion && kind && (
          <>
            {' '}
            <Link to={entryHref(kind, suggestion.name)}>
              Open <code>{suggestion.name}</code>
            </Link>
          </>
        )}
      </p>
      {finding.notes.map((n) => (
        <p key={n} className={styles.note}>
          {n}
        </p>
      ))}
      {finding.statement && (
        <pre className={styles.statement}>
          <code>{finding.statement}</code>
        </pre>
      )}
    </li>
  );
}

function FindingGroup(props: {id: string; title: string; findings: Finding[]; kind: Kind | null}): ReactNode {
  const {id, title, findings, kind} = props;
  const headingId = `config-check-${id}`;
  const shown = findings.slice(0, GROUP_LIMIT);
  return (
    <section aria-labelledby={headingId} className={styles.group} data-group={id}>
      <h3 id={headingId}>
        {title} ({findings.length})
      </h3>
      <ul className={styles.findings}>
        {shown.map((f) => (
          <FindingEntry key={`${f.line}:${f.key}`} finding={f} kind={kind} />
        ))}
      </ul>
      {findings.length > shown.length && (
        <p className={styles.more}>
          {findings.length - shown.length} more lines of this kind are not listed; the counts include them.
        </p>
      )}
    </section>
  );
}

/** The findings of a check, grouped by verdict, and the statements for the runtime changes. */
export default function CheckResults({report}: {report: Report}): ReactNode {
  const byVerdict = new Map<Verdict, Finding[]>();
  for (const f of report.findings) {
    const list = byVerdict.get(f.verdict);
    if (list) list.push(f);
    else byVerdict.set(f.verdict, [f]);
  }
  return (
    <div className={styles.results}>
      {report.notes.map((n) => (
        <p key={n} className={styles.note}>
          {n}
        </p>
      ))}
      <RuntimeStatements statements={report.statements} kind={report.kind} />
      {GROUPS.map((g) => {
        const findings = g.verdicts.flatMap((v) => byVerdict.get(v) ?? []).sort((a, b) => a.line - b.line);
        return findings.length > 0 && <FindingGroup key={g.id} {...g} findings={findings} kind={report.kind} />;
      })}
    </div>
  );
}
