/**
 * One queue of work that waits for the browser to be idle, served one task per idle period (within
 * a second at the latest), in the order it was queued: the islands of an article hydrate each in a
 * task of its own rather than in one long task that blocks the reader's input.
 */
const queue: (() => void)[] = [];
let scheduled = false;

function scheduleNext(): void {
  if (scheduled || queue.length === 0) return;
  scheduled = true;
  const serve = () => {
    scheduled = false;
    queue.shift()?.();
    scheduleNext();
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(serve, {timeout: 1000});
  else setTimeout(serve, 16);
}

/** Queues `task`; returns the function that takes it out of the queue if it has not run yet. */
export function whenIdle(task: () => void): () => void {
  queue.push(task);
  scheduleNext();
  return () => {
    const i = queue.indexOf(task);
    if (i >= 0) queue.splice(i, 1);
  };
}
