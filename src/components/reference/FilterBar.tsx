import React, {type ReactNode} from 'react';
import styles from './reference.module.css';

export interface Choice {
  label: string;
  value: string;
  options: {value: string; label: string}[];
  onChange(value: string): void;
}

interface Props {
  /** What the text box matches, e.g. "Name". */
  label: string;
  placeholder: string;
  query: string;
  onQuery(value: string): void;
  choices: Choice[];
  toggle?: {label: string; checked: boolean; onChange(checked: boolean): void};
  shown: number;
  total: number;
  noun: string;
}

/** The filter controls above a reference list, and the count of what they let through. */
export default function FilterBar(props: Props): ReactNode {
  const {label, placeholder, query, onQuery, choices, toggle, shown, total, noun} = props;
  return (
    <div className={styles.filterBar} role="search" aria-label={`Filter ${noun}`}>
      <div className={styles.controls}>
        <label>
          {label}
          <input type="search" value={query} placeholder={placeholder} onChange={(e) => onQuery(e.target.value)} />
        </label>
        {choices.map((c) => (
          <label key={c.label}>
            {c.label}
            <select value={c.value} onChange={(e) => c.onChange(e.target.value)}>
              {c.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
        ))}
        {toggle && (
          <label className={styles.toggle}>
            <input type="checkbox" checked={toggle.checked} onChange={(e) => toggle.onChange(e.target.checked)} />
            {toggle.label}
          </label>
        )}
      </div>
      <p className={styles.count} role="status">
        {shown === total ? `${total} ${noun}` : `${shown} of ${total} ${noun}`}
      </p>
    </div>
  );
}

/** The options of a choice: "any" first, then each value. */
export function anyOf(anyLabel: string, values: readonly string[]): Choice['options'] {
  return [{value: '', label: anyLabel}, ...values.map((v) => ({value: v, label: v}))];
}

/** Lower case, with spaces, underscores, hyphens and dots made interchangeable. */
export function normalize(text: string): string {
  return text.toLowerCase().replace(/[\s_.-]+/g, '_').trim();
}
