import { z } from 'zod';

/**
 * The provider's metadata (OpenID Connect Discovery 1.0), read from
 * `<issuer>/.well-known/openid-configuration`: where to send the browser, where to redeem a code,
 * where the keys are. Only what this site uses is kept.
 */
const MetadataSchema = z.object({
  issuer: z.string().min(1),
  authorization_endpoint: z.url({ protocol: /^https?$/ }),
  token_endpoint: z.url({ protocol: /^https?$/ }),
  jwks_uri: z.url({ protocol: /^https?$/ }),
  code_challenge_methods_supported: z.array(z.string()).optional(),
});
export type OidcMetadata = z.infer<typeof MetadataSchema>;

const DISCOVERY_TIMEOUT_MS = 10_000;
const cache = new Map<string, Promise<OidcMetadata>>();

async function fetchMetadata(issuer: string): Promise<OidcMetadata> {
  const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const res = await fetch(url, { signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`OIDC discovery ${url} answered ${res.status}`);
  const metadata = MetadataSchema.parse(await res.json());
  // Discovery §4.3: the issuer it names must be the one asked for, or its tokens would not verify
  if (metadata.issuer !== issuer) throw new Error(`OIDC discovery: issuer ${metadata.issuer} is not ${issuer}`);
  if (metadata.code_challenge_methods_supported && !metadata.code_challenge_methods_supported.includes('S256')) {
    throw new Error(`OIDC discovery: ${issuer} does not support PKCE with S256`);
  }
  return metadata;
}

/** Asked once per issuer for the life of the process; a failure is forgotten so the next sign-in asks again. */
export function discoverProvider(issuer: string): Promise<OidcMetadata> {
  let pending = cache.get(issuer);
  if (!pending) {
    pending = fetchMetadata(issuer);
    cache.set(issuer, pending);
    pending.catch(() => cache.delete(issuer));
  }
  return pending;
}
