import { Fragment } from 'react';

/**
 * Shows a comma-separated value ("Mon-Fri 10:00-19:00, Sat 11:00-16:00, Sun
 * closed", an address) so a line only breaks between its parts, never inside
 * "11:00-16:00". Each part is an inline block; the text stays unchanged.
 */
export function KeepTogether({ text }: { text: string }) {
  const parts = text.split(', ');
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={`${i}-${part}`}>
          <span css={{ display: 'inline-block', maxWidth: '100%' }}>
            {part}
            {i < parts.length - 1 ? ',' : ''}
          </span>
          {i < parts.length - 1 ? ' ' : ''}
        </Fragment>
      ))}
    </>
  );
}
