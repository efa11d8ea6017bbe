import 'i18next';

// Our strings always exist (checked by tests); `t` returns a string, never null.
declare module 'i18next' {
  interface CustomTypeOptions {
    returnNull: false;
  }
}
