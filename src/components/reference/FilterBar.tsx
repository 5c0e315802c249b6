import React, {useEffect, useRef, type ReactNode} from 'react';
import styles from './reference.module.css';

export {normalize} from './match';

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
  /** What Enter in the text box does (the metrics filter jumps to the best match); nothing by default. */
  onSubmit?(): void;
  /** Shown under the controls, e.g. the best match of the metrics filter. */
  children?: ReactNode;
}

/**
 * Scrolls an entry to the top of the scrollport, below the sticky bar, and again, now and in each
 * of the next few frames, while it is behind the bar: the entries above it that come into view
 * are laid out for the first time then (content-visibility), change height, and the browser's
 * scroll anchoring may keep one of them in place rather than the entry.
 */
function scrollBelowBar(target: HTMLElement, bar: HTMLElement, frames: number): void {
  const place = () => {
    if (target.getBoundingClientRect().top < bar.getBoundingClientRect().bottom)
      target.scrollIntoView({block: 'start'});
  };
  target.scrollIntoView({block: 'start'});
  place();
  let left = frames;
  const check = () => {
    place();
    left -= 1;
    if (left > 0) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * Publishes the height of the sticky filter bar as `--reference-filter-height`
 * on the root element, where it pads the page's scrollport (scroll-padding-top,
 * reference.module.css), so that the entries below the bar land under it, not
 * behind it, when a link or the hash jumps to them.
 *
 * The browser jumps to the hash of the address before the page has hydrated,
 * with an estimate of the height (reference.module.css); once the real height
 * is known, an entry that the hash points at and that is still on screen is
 * brought to its place again.
 */
function usePublishedHeight(ref: React.RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const publish = () => root.style.setProperty('--reference-filter-height', `${Math.ceil(el.offsetHeight)}px`);
    const observer = new ResizeObserver(publish);
    observer.observe(el);
    publish();
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target && el.parentElement?.contains(target) && getComputedStyle(el).position === 'sticky') {
      const {top, bottom} = target.getBoundingClientRect();
      if (bottom > 0 && top < window.innerHeight) scrollBelowBar(target, el, 3);
    }
    return () => {
      observer.disconnect();
      root.style.removeProperty('--reference-filter-height');
    };
  }, [ref]);
}

/**
 * The filter controls above a reference list, and the count of what they let
 * through. The bar stays at the top of the content (below the navbar) while
 * the reader scrolls the list, on screens large enough to spare the room.
 */
export default function FilterBar(props: Props): ReactNode {
  const {label, placeholder, query, onQuery, onSubmit, choices, toggle, shown, total, noun, children} = props;
  const ref = useRef<HTMLFormElement>(null);
  usePublishedHeight(ref);
  return (
    <form
      ref={ref}
      className={styles.filterBar}
      role="search"
      aria-label={`Filter ${noun}`}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit?.();
      }}
    >
      <div className={styles.controls}>
        <label className={styles.queryLabel}>
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
        <p className={styles.count} role="status">
          {shown === total ? `${total} ${noun}` : `${shown} of ${total} ${noun}`}
        </p>
      </div>
      {children}
    </form>
  );
}

/** The options of a choice: "any" first, then each value. */
export function anyOf(anyLabel: string, values: readonly string[]): Choice['options'] {
  return [{value: '', label: anyLabel}, ...values.map((v) => ({value: v, label: v}))];
}
