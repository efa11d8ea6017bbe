/**
 * What a Supabase project's database already has before any migration runs,
 * reproduced for a bare PostgreSQL (PGlite, Debian's PostgreSQL 15): the API
 * roles, and Supabase's default grants of everything new in `public` to them.
 * Reproducing the default grants matters: the migrations must take them back,
 * and the permission tests prove it does.
 * https://supabase.com/docs/guides/database/postgres/roles
 */
export const SUPABASE_ROLES_SQL = `
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
end
$$;
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
`;
