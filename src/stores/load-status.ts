/** Where a server read stands: not asked yet, on its way, shown, or failed with nothing to show. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'
