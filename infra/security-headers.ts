/**
 * The security headers of every answer (the SPA, /locales and the API), one definition for both
 * edges: CloudFront's response-headers policy (stacks/web-stack.ts) and the local gateway
 * (local/gateway.ts).
 *
 * The Content-Security-Policy allows no inline or evaluated script. Styles may be inline: Chakra
 * UI's emotion writes its CSS into <style> elements at run time. The storage origin (the
 * documents bucket: presigned uploads, downloads and views) is the one other origin: fetched
 * (uploads, a DOCX read by docx-preview), shown as an image, or framed (the browser's PDF viewer;
 * `object-src 'none'` rules out <object> and <embed>).
 */
export const contentSecurityPolicy = (storageOrigins: readonly string[]) => {
  const storage = storageOrigins.join(' ');
  const withStorage = (...sources: string[]) => [...sources, storage].filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${withStorage("'self'", 'data:', 'blob:')}`,
    `connect-src ${withStorage("'self'")}`,
    `frame-src ${withStorage("'self'")}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
};

/** Two years, subdomains included: the app is served over HTTPS only. */
export const STRICT_TRANSPORT_SECURITY = { maxAgeSeconds: 63_072_000, includeSubdomains: true } as const;
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** Powerful features the app never uses, refused to it and to anything it frames. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** The headers as the local gateway writes them (lower-case names). */
export const securityHeaders = (storageOrigins: readonly string[]): Record<string, string> => ({
  'content-security-policy': contentSecurityPolicy(storageOrigins),
  'strict-transport-security': `max-age=${STRICT_TRANSPORT_SECURITY.maxAgeSeconds}; includeSubDomains`,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': REFERRER_POLICY,
  'permissions-policy': PERMISSIONS_POLICY,
});
