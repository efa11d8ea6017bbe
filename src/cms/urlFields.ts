/**
 * Address fields of the content schema, recognised by their key wherever they
 * occur (contacts' and casting's `href`, the cases' `videoUrl`), and what the
 * editor accepts in them. A link may only lead somewhere a visitor can follow
 * safely: the web (http/https), a page or file of this site (/...), mail or a
 * phone call. Anything else (javascript:, data:, a bare "example.com") is
 * refused before it is saved.
 */
export const URL_FIELD_RULES: Readonly<Record<string, { pattern: RegExp; message: string }>> = {
  href: {
    pattern: /^(https?:\/\/[^\s/]+\S*|\/\S*|mailto:[^\s@]+@\S+|tel:\+?[0-9()\- ]+)$/,
    message: 'Ссылка должна начинаться с https://, http://, / (страница сайта), mailto: или tel:',
  },
  videoUrl: {
    pattern: /^(https?:\/\/[^\s/]+\S*|\/\S+)$/,
    message: 'Адрес видео должен начинаться с https://, http:// или / (файл на сайте)',
  },
};
