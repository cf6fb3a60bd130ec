// Standalone start: the federation runtime must share modules before React loads.
import('./bootstrap.tsx');
