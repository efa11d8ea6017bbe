import { SUPABASE_ROLES_SQL } from './supabaseRoles';

/**
 * The part of a Supabase project's own schemas `auth` and `storage` that the
 * blog's migrations and policies use, for a bare PostgreSQL (PGlite, Debian's
 * PostgreSQL 15): the users table, auth.uid()/auth.jwt() reading the request's
 * JWT claims as PostgREST sets them, and Storage's buckets and objects with
 * row level security on, granted to the API roles as Supabase grants them.
 * Column names follow Supabase's, so the migrations' SQL runs the same on both.
 * https://supabase.com/docs/guides/database/postgres/row-level-security#helper-functions
 * https://supabase.com/docs/guides/storage/schema/design
 */
export const SUPABASE_AUTH_STORAGE_SQL = `
create schema if not exists auth;
create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text unique,
  encrypted_password text,
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{}',
  raw_user_meta_data jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
$$;
create or replace function auth.uid() returns uuid language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.sub', true), ''), auth.jwt() ->> 'sub')::uuid
$$;
create or replace function auth.role() returns text language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.role', true), ''), auth.jwt() ->> 'role')
$$;
grant usage on schema auth to anon, authenticated, service_role;
grant execute on all functions in schema auth to anon, authenticated, service_role;

create schema if not exists storage;
create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  public boolean not null default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  metadata jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_accessed_at timestamptz not null default now(),
  unique (bucket_id, name)
);
alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant usage on schema storage to anon, authenticated, service_role;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
`;

/** What a Supabase project's database has before any migration: the roles and default grants, then auth and storage. */
export const SUPABASE_PLATFORM_SQL = `${SUPABASE_ROLES_SQL}\n${SUPABASE_AUTH_STORAGE_SQL}`;
