import { loggedInNow } from './session-store';

/**
 * The one place that answers "is someone logged in?" for guards and the header: the session
 * machine's answer (src/session/), synchronous for the route loader. Before the machine has
 * loaded, the stored login token answers; while it is logging in or out it answers yes and
 * sends a guest on a login-only page to sign in itself when it is done (session-store.ts).
 */
export function isLoggedIn(): boolean {
  return loggedInNow();
}
