import type { SupabaseClient } from '@supabase/supabase-js';
import { BLOG_PAGE_SIZE, BLOG_VIEW } from '../../config/constants';
import { getSupabaseClient } from './supabaseClient';
import type { LoadPage } from './types';

/**
 * One page of the feed (SPEC §7): every column of the public view, newest
 * first with the id as a tie-break so pages never overlap or skip, five rows
 * from `offset` (`.range()` sends offset and limit).
 */
export async function fetchBlogPage(client: SupabaseClient, offset: number): Promise<unknown[]> {
  const { data, error } = await client
    .from(BLOG_VIEW)
    .select('*')
    .order('published_at', { ascending: false })
    .order('id', { ascending: false })
    .range(offset, offset + BLOG_PAGE_SIZE - 1);
  if (error) throw error;
  return Array.isArray(data) ? data : [];
}

/** The feed's loader in the browser: the lazily created client, then one page. */
export const loadBlogPage: LoadPage = async (offset) => fetchBlogPage(await getSupabaseClient(), offset);
