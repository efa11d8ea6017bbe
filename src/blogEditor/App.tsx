import { ruRU } from '@mui/material/locale';
import { useMemo } from 'react';
import { Admin, CustomRoutes, defaultTheme, Resource } from 'react-admin';
import { ForgotPasswordPage, LoginPage, SetPasswordPage } from 'ra-supabase';
import { Route } from 'react-router-dom';
import { editorAuthProvider } from './authProvider';
import { createEditorClient } from './client';
import { ClientContext } from './context';
import { blogDataProvider, POSTS } from './dataProvider';
import { i18nProvider } from './i18n';
import { PostCreate, PostEdit } from './PostEdit';
import { PostList } from './PostList';

type Part = { defaultProps?: object };
const parts = (components: object | undefined) => (components ?? {}) as Record<string, Part | undefined>;

/** MUI's own words (an alert's «Закрыть», the pagination's labels) in Russian too, on react-admin's look. */
const editorTheme = {
  ...defaultTheme,
  components: {
    ...defaultTheme.components,
    ...Object.fromEntries(
      Object.entries(parts(ruRU.components)).map(([name, russian]) => {
        const own = parts(defaultTheme.components)[name];
        return [name, { ...own, defaultProps: { ...own?.defaultProps, ...russian?.defaultProps } }];
      }),
    ),
  },
} as typeof defaultTheme;

/**
 * The blog editor at /admin/blog/ (README, "Writing the blog"): react-admin with ra-supabase's sign-in, forgotten and
 * new password pages, in Russian (docs/decisions/0007-blog-editor-react-admin.md).
 */
export function App() {
  const client = useMemo(() => createEditorClient(), []);
  const authProvider = useMemo(() => editorAuthProvider(client), [client]);
  const dataProvider = useMemo(() => blogDataProvider(client), [client]);
  return (
    <ClientContext.Provider value={client}>
      <Admin
        title="KADR — блог"
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        theme={editorTheme}
        loginPage={<LoginPage />}
        requireAuth
        disableTelemetry
      >
        <Resource name={POSTS} list={PostList} edit={PostEdit} create={PostCreate} options={{ label: 'Записи блога' }} />
        <CustomRoutes noLayout>
          <Route path={SetPasswordPage.path} element={<SetPasswordPage />} />
          <Route path={ForgotPasswordPage.path} element={<ForgotPasswordPage />} />
        </CustomRoutes>
      </Admin>
    </ClientContext.Provider>
  );
}
