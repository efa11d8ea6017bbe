/**
 * Where the embedded local backend listens and the key it accepts. The port is
 * the Supabase CLI's API port, and the key is the CLI's published demo `anon`
 * key (role anon, issuer supabase-demo): nothing secret, and a site built with
 * these defaults works against either `supabase start` or our local backend.
 * https://supabase.com/docs/guides/local-development
 */
export const LOCAL_SUPABASE_HOST = '127.0.0.1';
export const LOCAL_SUPABASE_PORT = 54321;
export const LOCAL_SUPABASE_URL = `http://${LOCAL_SUPABASE_HOST}:${LOCAL_SUPABASE_PORT}`;
export const LOCAL_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
