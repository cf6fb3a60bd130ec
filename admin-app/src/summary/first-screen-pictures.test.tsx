// @vitest-environment jsdom

import { getSiteSettings } from '@safari/shared-domain';
import { settingsStandIns } from '@safari/shared-domain/settings-check';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useAntdScope } from '../bookings/FirstBookingsScreen.tsx';
import { ADMIN_THEME } from '../theme.ts';
import type { AntdScope } from '../ui/PictureTable.tsx';
import { SettingsNotice, SettingsNoticePicture } from './SettingsNotice.tsx';
import { SummaryCards, SummaryPicture } from './SummaryCards.tsx';

// Decision 198: the first screen draws the summary and the settings notice in antd's markup with
// plain elements. Here both are rendered beside antd's own, in the admin's theme, and compared
// element by element: tag, classes (as a set: antd orders its scope classes differently per
// component), inline style and text. Attributes that only name or describe (test ids, roles,
// aria) are the real components' alone.

/** `html`'s elements and texts, in document order, as comparable lines. */
function shape(html: string): string[] {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  const lines: string[] = [];
  const walk = (node: Node, depth: number) => {
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) {
        const text = child.textContent?.trim();
        if (text) lines.push(`${'  '.repeat(depth)}"${text}"`);
      } else if (child instanceof Element) {
        const classes = [...child.classList].sort().join(' ');
        const style = child.getAttribute('style') ?? '';
        lines.push(
          `${'  '.repeat(depth)}<${child.tagName.toLowerCase()} class="${classes}" style="${style}">`,
        );
        walk(child, depth + 1);
      }
    }
  };
  walk(body, 0);
  return lines;
}

function render(children: ReactNode): string {
  // A client that never fetches here: the summary's reads stay pending, as on the first screen.
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  return renderToString(
    <ConfigProvider theme={ADMIN_THEME}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    </ConfigProvider>,
  );
}

function WithScope({ draw }: { draw: (scope: AntdScope) => ReactNode }) {
  return draw(useAntdScope());
}

describe('the first screen’s pictures', () => {
  it('draws the summary, every figure loading, as antd renders it', () => {
    const drawn = shape(render(<WithScope draw={(scope) => <SummaryPicture scope={scope} />} />));
    const real = shape(render(<SummaryCards />));
    expect(drawn.some((line) => line.includes('ant-skeleton'))).toBe(true);
    expect(drawn).toEqual(real);
  });

  it('draws the operator settings notice as antd renders it', () => {
    // The repository's own settings hold stand-ins, so the notice is shown.
    expect(settingsStandIns(getSiteSettings()).length).toBeGreaterThan(0);
    const drawn = shape(render(<WithScope draw={(scope) => <SettingsNoticePicture scope={scope} />} />));
    const real = shape(render(<SettingsNotice />));
    expect(drawn.some((line) => line.includes('operator setting'))).toBe(true);
    expect(drawn).toEqual(real);
  });
});
