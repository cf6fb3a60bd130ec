// Submissions made before React owns a form are held by the shell's first script, paint-first.ts
// (decisions 098, 102), which also starts this entry on a prerendered page.

// The federation runtime must initialise the shared scope before React is imported, so the
// real entry is loaded asynchronously.
import('./bootstrap.tsx');
