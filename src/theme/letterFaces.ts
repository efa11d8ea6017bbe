/**
 * The faces the landing sets its letters in, one per kind of text. Each
 * FallingText letter is a box of its own (for the fall), so the build gives
 * each box the brand glyph's width (src/gatsby/fonts/letterAdvances.ts): the text
 * first paints in the local fallback face, each glyph in a box exactly as
 * wide as the brand one, and the late swap to the brand face (lateFonts.tsx)
 * moves no letter. The view's CSS reads `tracking` from here, so the box
 * width (advance + letter-spacing) and the letter-spacing cannot drift apart.
 */
export interface LetterFace {
  /** theme.fonts key. */
  family: 'display' | 'body';
  weight: number;
  /** letter-spacing in em; it follows every letter, so it is part of each box. */
  tracking: number;
  /** Set in capitals by text-transform. */
  uppercase?: boolean;
}

export const LETTER_FACES = {
  title: { family: 'display', weight: 700, tracking: 0.06 },
  kicker: { family: 'display', weight: 600, tracking: 0.18, uppercase: true },
  menu: { family: 'display', weight: 600, tracking: 0 },
  number: { family: 'display', weight: 600, tracking: 0 },
  apply: { family: 'body', weight: 700, tracking: 0.02 },
  tagline: { family: 'body', weight: 400, tracking: 0 },
} as const satisfies Record<string, LetterFace>;

/** The key of a face's advance table: the family and weight (tracking and capitals are applied per letter). */
export const faceKey = (face: LetterFace) => `${face.family} ${face.weight}`;

/** Advances in em by face key, then by character (the space included): what the build writes. */
export type AdvanceTables = Record<string, Record<string, number>>;

/** The character a letter shows (text-transform: uppercase applied); null when capitals would change its length. */
export function shownChar(char: string, face: LetterFace): string | null {
  if (!face.uppercase) return char;
  const upper = char.toUpperCase();
  return Array.from(upper).length === 1 ? upper : null;
}
