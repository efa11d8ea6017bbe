/**
 * Runs `task` once the browser has drawn its next frame (on a page's load: its first paint): an animation frame
 * callback runs just before the frame is drawn, and a task queued from it just after.
 */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task));
}
