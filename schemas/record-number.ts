/** SPEC §3: a record's id as lists show it, after `#`, zero-padded to 10 digits (`#0000000042`). */
export const recordNumber = (id: number) => `#${String(id).padStart(10, '0')}`;
