import type { SupabaseClient } from '@supabase/supabase-js';
import { createContext, useContext } from 'react';

/** The editor's supabase-js client, for the parts that call Storage directly (uploads). */
export const ClientContext = createContext<SupabaseClient | null>(null);

export function useEditorClient(): SupabaseClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useEditorClient outside the blog editor');
  return client;
}
