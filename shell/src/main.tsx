// The federation runtime must initialise the shared scope before React is imported, so the
// real entry is loaded asynchronously.
import('./bootstrap.tsx');
