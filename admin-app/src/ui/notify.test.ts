import { beforeEach, describe, expect, it, vi } from 'vitest';

const notification = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), destroy: vi.fn() }));
vi.mock('./toast-holder.tsx', () => ({ withToasts: (use: (toasts: unknown) => void) => use(notification) }));

const newBooking = (name: string) => ({ title: 'New Booking!', description: `New booking from ${name}` });
const liveKeys = () =>
  notification.success.mock.calls.map(([options]) => options.key as string | undefined).filter(Boolean);

/** A fresh copy of the module: the queue of announcements on screen starts empty. */
async function load() {
  vi.resetModules();
  return import('./notify.ts');
}

describe('toasts', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows an answer as success or error by its kind, for five seconds', async () => {
    const { notify } = await load();
    notify({ title: 'Booking Deleted', description: 'The booking has been deleted.' });
    notify({ title: 'Error', description: 'Failed to delete the booking.', destructive: true });
    expect(notification.success).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Booking Deleted',
        description: 'The booking has been deleted.',
        duration: 5,
      }),
    );
    expect(notification.error).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Error', description: 'Failed to delete the booking.' }),
    );
    expect(notification.destroy).not.toHaveBeenCalled();
  });

  it('keeps only the three newest live announcements and never closes an answer', async () => {
    const { announce, notify } = await load();
    notify({ title: 'Booking Deleted', description: 'The booking has been deleted.' });
    for (const name of ['Amina', 'Baraka', 'Chausiku', 'Daudi', 'Eshe']) announce(newBooking(name));

    const live = liveKeys();
    expect(live).toHaveLength(5);
    expect(new Set(live).size).toBe(5);
    expect(notification.destroy.mock.calls).toEqual([[live[0]], [live[1]]]);
    expect(notification.success).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'New Booking!', description: 'New booking from Eshe' }),
    );
  });

  it('counts only announcements still on screen', async () => {
    const { announce } = await load();
    announce(newBooking('Faraji'));
    announce(newBooking('Gift'));
    // Faraji's toast times out (or is closed by hand) before the next ones arrive.
    notification.success.mock.calls[0]?.[0].onClose();
    announce(newBooking('Halima'));
    announce(newBooking('Imani'));
    expect(notification.destroy).not.toHaveBeenCalled();
    announce(newBooking('Jabari'));
    expect(notification.destroy.mock.calls).toEqual([[liveKeys()[1]]]);
  });
});
