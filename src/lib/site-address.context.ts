import { createContext, useContext } from 'react';
import { signInBase } from './config';

/**
 * What a render needs of the address bar and the page's settings: the site's origin (absolute
 * return addresses for the sign-in service) and where guests sign in. In the browser they are
 * read from the page; the server passes the ones it renders a page for (src/entry-server.tsx),
 * so the markup it sends is the markup the browser hydrates.
 */
export interface SiteAddress {
  origin: string;
  signInBase: string;
}

const SiteAddressContext = createContext<SiteAddress | null>(null);

export const SiteAddressProvider = SiteAddressContext.Provider;

export function useSiteAddress(): SiteAddress {
  return useContext(SiteAddressContext) ?? { origin: window.location.origin, signInBase: signInBase() };
}
