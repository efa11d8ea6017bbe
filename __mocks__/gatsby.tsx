/**
 * The `gatsby` mock from Gatsby's unit-testing guide: Link renders a plain
 * anchor, graphql is inert, navigate is a spy.
 * https://www.gatsbyjs.com/docs/how-to/testing/unit-testing/
 */
import * as React from 'react';

const gatsby = jest.requireActual('gatsby');

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  activeStyle?: object;
  partiallyActive?: boolean;
  replace?: boolean;
  state?: unknown;
};

const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName, activeStyle, partiallyActive, replace, state, ...rest },
  ref,
) {
  void activeClassName;
  void activeStyle;
  void partiallyActive;
  void replace;
  void state;
  return (
    <a {...rest} ref={ref} href={to}>
      {rest.children}
    </a>
  );
});

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link,
  navigate: jest.fn(),
  Slice: jest.fn().mockImplementation(({ alias, ...rest }: { alias: string }) => <div data-test-slice-alias={alias} {...rest} />),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
};
