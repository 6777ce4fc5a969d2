/**
 * The local storage key of the ship editor's open files (ship-files-store.ts), on its own so that
 * the editor can see whether files are kept without loading the code that reads them.
 */
export const FILES_KEY = 'spacedock.ship.files';
