import { config } from 'zod';

// Zod compiles fast object parsers with `new Function` where eval is allowed; the extension CSP
// forbids eval and store review frowns on it, so never try: parse without code generation.
// Imported for its effect by every module that parses with zod, before any schema runs.
config({ jitless: true });
