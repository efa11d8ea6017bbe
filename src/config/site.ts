/**
 * Site-wide identity. The canonical site URL has exactly one source:
 * `siteMetadata.siteUrl` in gatsby-config, which reads it from here.
 */
export const SITE_NAME = 'KADR';

/** Production origin; override with SITE_URL (e.g. a Netlify deploy preview). */
export const SITE_URL = (process.env.SITE_URL ?? 'https://kadr.studio').replace(/\/+$/, '');
