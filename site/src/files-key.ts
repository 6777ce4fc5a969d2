/**
 * The local storage key of the ship editor's open files (ship-files-store.ts), in a module of its
 * own: the editor sees whether files are kept, and the Duel view reads them, without loading the
 * code that reads designs.
 */
export const FILES_KEY = 'spacedock.ship.files';
