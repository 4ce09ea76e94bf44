/**
 * Resolves in a task after the browser's next frame, so that what was drawn before is painted first: a task queued
 * from a frame's callback runs after that frame is painted. At most `maxWaitMs` later when no frame comes (a hidden
 * tab draws none).
 */
export function afterNextPaint(maxWaitMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, maxWaitMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

/** Resolves in a task of its own: the work after it no longer lengthens the task that awaited it. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
