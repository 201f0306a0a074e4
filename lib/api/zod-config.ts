import { z } from 'zod';

// In the browser zod would probe `new Function` to compile faster parsers; the pages' Content-Security-Policy
// allows no eval, so there it parses without them (the server keeps its compiled parsers).
if (typeof window !== 'undefined') z.config({ jitless: true });
