import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import { useId } from 'react';
import { cardSurface } from '../../components/ui/Card';
import { grid } from '../../components/ui/grid';
import { textLink } from '../../components/ui/textLink';
import { KeepTogether } from './KeepTogether';

/** Web addresses open in a new tab; mail and phone links hand over to the visitor's apps. */
const isWeb = (href: string) => /^https?:\/\//.test(href);

/** The contact lines of product §2 /contacts, one card per group, each line a label and its value. */
export function ContactGroups({ groups }: { groups: ReadonlyArray<Queries.ContactGroupFieldsFragment> }) {
  const id = useId();
  return (
    <div css={(theme) => [grid(theme, { min: theme.layout.cardMinWidth }), { alignContent: 'start' }]}>
      {groups.map((group, i) => (
        <section
          key={group.heading}
          aria-labelledby={`${id}-${i}`}
          data-testid="contact-group"
          css={(theme) => [
            cardSurface(theme),
            css`
              padding: ${theme.space.lg};
            `,
          ]}
        >
          <h2 id={`${id}-${i}`} css={(theme) => ({ fontSize: theme.fontSizes.lg })}>
            {group.heading}
          </h2>
          <dl css={{ margin: 0 }}>
            {group.items.map((item) => (
              <div key={item.label} css={(theme) => ({ marginTop: theme.space.md })}>
                <dt
                  css={(theme) => ({
                    color: theme.colors.textMuted,
                    fontSize: theme.fontSizes.xs,
                    letterSpacing: '0.08em',
                    textTransform: 'uppercase',
                  })}
                >
                  {item.label}
                </dt>
                <dd css={{ margin: 0, overflowWrap: 'anywhere' }}>
                  {item.href ? (
                    <a href={item.href} {...(isWeb(item.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})} css={textLink}>
                      {item.value}
                    </a>
                  ) : (
                    <KeepTogether text={item.value} />
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

export const query = graphql`
  fragment ContactGroupFields on ContactsJsonGroups {
    heading
    items {
      label
      value
      href
    }
  }
`;
