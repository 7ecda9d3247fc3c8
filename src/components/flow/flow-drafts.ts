/**
 * Drafts of the step flows (DESIGN "Flows are machines"): a flow's kept step data, saved to
 * sessionStorage after each step, by flow, member and record. Read back with `parseDraft` and
 * the flow's schemas; removed when the flow is done and, all of them, on sign-out.
 */
const PREFIX = 'flow-draft:';

/** `flow-draft:contact:guest:-`, `flow-draft:refund:<outer_id>:HL123` */
export const draftKey = (flow: string, owner: string, record?: string | number) =>
  `${PREFIX}${flow}:${owner}:${record ?? '-'}`;

// Storage can throw (a private window, a full quota, a disabled setting): a draft is a comfort,
// never a reason for a flow to fail.
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft(key: string): unknown {
  try {
    const text = storage()?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, data: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(data));
  } catch {
    // quota or privacy mode: the flow goes on without a draft
  }
}

export function removeDraft(key: string): void {
  try {
    storage()?.removeItem(key);
    storage()?.removeItem(runKey(key));
  } catch {
    // nothing to remove
  }
}

/**
 * A draft's flow insight run (docs/decisions/flow-insight.md): a random id kept beside the draft,
 * so a member coming back to it goes on in the same run. Under the draft's prefix: sign-out
 * removes it with the drafts.
 */
const runKey = (key: string) => `${key}#run`;

export function readDraftRun(key: string): string | null {
  try {
    return storage()?.getItem(runKey(key)) ?? null;
  } catch {
    return null;
  }
}

export function writeDraftRun(key: string, run: string): void {
  try {
    storage()?.setItem(runKey(key), run);
  } catch {
    // no storage: a resumed draft counts as a new run
  }
}

/** On sign-out: no member's typed data stays in this tab. */
export function removeAllDrafts(): void {
  const store = storage();
  if (!store) return;
  try {
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
      (key): key is string => key?.startsWith(PREFIX) ?? false,
    );
    for (const key of keys) store.removeItem(key);
  } catch {
    // nothing to remove
  }
}
