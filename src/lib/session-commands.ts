/**
 * What a screen may ask of the login session without importing it (session/ sits beside the
 * screens, not below them): the session connects its real commands when the app starts.
 */
export interface SessionCommands {
  /** the header's 登出: to the home page, then the session machine logs out */
  logOut(): Promise<void>;
}

let commands: SessionCommands | null = null;

export function connectSessionCommands(next: SessionCommands): () => void {
  commands = next;
  return () => {
    if (commands === next) commands = null;
  };
}

export function requestLogOut(): Promise<void> {
  return commands?.logOut() ?? Promise.resolve();
}
