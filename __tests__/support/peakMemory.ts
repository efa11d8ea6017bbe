/**
 * Preloaded into a child process a test measures (`node --import tsx --import <this file> …`): at its exit, its peak
 * resident memory on stderr as `peak-rss-mb: <n>`. On Linux the kernel's high-water mark of the process's own memory
 * (VmHWM, https://man7.org/linux/man-pages/man5/proc_pid_status.5.html): process.resourceUsage().maxRSS also counts
 * the parent's memory at the fork that started it (the kernel keeps the larger across execve), which for a test's
 * child is the whole test runner. Elsewhere maxRSS is what there is. A process killed outright writes nothing.
 */
import { readFileSync, writeSync } from 'node:fs';

function peakKilobytes(): number {
  try {
    const found = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (found) return Number(found[1]);
  } catch {
    // No /proc: not Linux.
  }
  return process.resourceUsage().maxRSS;
}

process.on('exit', () => {
  writeSync(2, `peak-rss-mb: ${(peakKilobytes() / 1024).toFixed(1)}\n`);
});
