import { getRuntimeConfig } from '@safari/shared-domain';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { create } from 'zustand';

/**
 * Records, under the app's name, one export of each shared singleton as this app resolved it.
 * shared-ui is bundled into every app, so these imports go through that app's own federation
 * wrappers; the end-to-end suite compares them by identity. Exported functions, not namespace
 * objects: every wrapper module has a namespace object of its own.
 */
export function recordSharedModules(app: 'shell' | 'publicSite' | 'adminApp'): void {
  const holder = globalThis as typeof globalThis & {
    __safariModules?: Record<string, Record<string, unknown>>;
  };
  holder.__safariModules ??= {};
  holder.__safariModules[app] = {
    react: useState,
    reactRouterDom: useNavigate,
    zustand: create,
    sharedDomain: getRuntimeConfig,
  };
}
