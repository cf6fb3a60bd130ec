import { holdEarlySubmits } from './early-submits.ts';

// A prerendered page is on screen before React: its forms wait for their code (decision 098).
holdEarlySubmits(document);

// The federation runtime must initialise the shared scope before React is imported, so the
// real entry is loaded asynchronously.
import('./bootstrap.tsx');
