/**
 * The schedule field's text: a Moscow date and time written the Russian way, «27.11.2026, 20:20», whatever the
 * browser's language (a datetime-local field is drawn in the browser's own: "11/27/2026, 08:20 PM" in an English
 * Chrome). The form keeps the datetime-local form, "2026-11-27T20:20" (posts.ts).
 */

/** "2026-11-27T20:20" as «27.11.2026, 20:20»; anything else as it is. */
export function scheduleText(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return value;
  const [, year, month, day, hour, minute] = match;
  return `${day}.${month}.${year}, ${hour}:${minute}`;
}

/**
 * What the editor typed, as "2026-11-27T20:20", or null when it is no date and time: «27.11.2026, 20:20», with or
 * without the comma, a one-digit day, month or hour, «.» or «:» between hour and minute; the datetime-local form too.
 * A date that does not exist (31.02) is null.
 */
export function parseScheduleText(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(trimmed);
  const russian = /^(\d{1,2})\.(\d{1,2})\.(\d{4}),?\s+(\d{1,2})[:.](\d{2})$/.exec(trimmed);
  const parts = iso
    ? [iso[1], iso[2], iso[3], iso[4], iso[5]]
    : russian
      ? [russian[3], russian[2], russian[1], russian[4], russian[5]]
      : null;
  if (!parts) return null;
  const [year, month, day, hour, minute] = parts.map(Number) as [number, number, number, number, number];
  if (hour > 23 || minute > 59) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}`;
}
