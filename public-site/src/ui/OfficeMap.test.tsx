import { defaultSiteSettings } from '@safari/shared-domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAP_TIME_LIMIT_MS, OfficeMap } from './OfficeMap.tsx';

const settings = {
  ...defaultSiteSettings,
  streetAddress: '12 Test Lane, Arusha',
  mapLinkUrl: 'https://maps.example/office',
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('OfficeMap (issue 16)', () => {
  it('always gives the street address from the settings and a link to open it in maps', () => {
    render(<OfficeMap settings={settings} />);
    expect(screen.getByText('12 Test Lane, Arusha')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open in maps/ })).toHaveAttribute(
      'href',
      'https://maps.example/office',
    );
    expect(screen.getByTitle(/Map of our office/)).toBeInTheDocument();
  });

  it('puts a static stand-in where the frame was when it does not load in time', () => {
    vi.useFakeTimers();
    render(<OfficeMap settings={settings} />);
    act(() => vi.advanceTimersByTime(MAP_TIME_LIMIT_MS + 1));
    expect(screen.queryByTitle(/Map of our office/)).toBeNull();
    expect(screen.getByText(/The map could not load/)).toBeInTheDocument();
  });

  it('keeps the frame once it has loaded', () => {
    vi.useFakeTimers();
    render(<OfficeMap settings={settings} />);
    fireEvent.load(screen.getByTitle(/Map of our office/));
    act(() => vi.advanceTimersByTime(MAP_TIME_LIMIT_MS + 1));
    expect(screen.getByTitle(/Map of our office/)).toBeInTheDocument();
  });

  it('does not try the frame while the device is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfficeMap settings={settings} />);
    expect(screen.queryByTitle(/Map of our office/)).toBeNull();
    expect(screen.getByText(/The map could not load/)).toBeInTheDocument();
  });
});
