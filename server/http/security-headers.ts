import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * Headers on every answer. The SPA ships no inline script (Vite emits module files), so scripts
 * come from our own origin only. Changing a directive means checking the built pages still work.
 */
export function securityHeaders(options: { formOrigins?: readonly string[] } = {}): MiddlewareHandler {
  const siteHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // 'wasm-unsafe-eval' lets the QR decoder compile its WebAssembly (shipped with the build);
      // it does not permit eval() of JavaScript.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      // style attributes set by React and the component library; no script can come from this
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      // a real payment gateway's checkout is a form our page posts to the gateway's origin
      formAction: ["'self'", ...(options.formOrigins ?? [])],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    // Browsers ignore HSTS on plain http (localhost), so it only takes effect behind https.
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    // the QR scanner needs the camera, the store finder may ask for the position
    permissionsPolicy: { camera: ['self'], geolocation: ['self'], microphone: [], payment: [], usb: [] },
    crossOriginEmbedderPolicy: false,
  });
  // secureHeaders sets its CSP over whatever the route answered; a route with a stricter one of
  // its own (an uploaded image: `default-src 'none'; sandbox`) keeps it
  return async (c, next) => {
    let own: string | null = null;
    await siteHeaders(c, async () => {
      await next();
      own = c.res.headers.get('Content-Security-Policy');
    });
    if (own !== null) c.res.headers.set('Content-Security-Policy', own);
  };
}
