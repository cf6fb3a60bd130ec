// Fixture: never registers a handler.
export const nothing = true;
