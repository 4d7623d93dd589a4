import { config } from 'zod';

// Zod compiles fast object parsers with `new Function` where eval works, and probes for that when
// the first object schema is built. In a browser the website's Content Security Policy has no
// 'unsafe-eval' (nor has the extension's), so the probe would fail and still be reported as a
// securitypolicyviolation: browsers parse without code generation. Servers keep the fast path.
// The package index imports this first, before any schema is built.
if (typeof window !== 'undefined') config({ jitless: true });
