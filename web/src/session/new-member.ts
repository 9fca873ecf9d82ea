/**
 * Whether the member signed up during this visit (this tab), so the dashboard greets them as new
 * ("Welcome to Selah") rather than as returning. Session storage: it ends with the tab.
 */
const KEY = 'selah.newMember';

export function markNewMember(memberId: string): void {
  try {
    sessionStorage.setItem(KEY, memberId);
  } catch {
    // Storage blocked: they are greeted as returning, which is only a word.
  }
}

export function isNewMember(memberId: string): boolean {
  try {
    return sessionStorage.getItem(KEY) === memberId;
  } catch {
    return false;
  }
}
