/** What the system errors a reader or a writer meets most mean, in words. */
const SYSTEM_ERRORS: Readonly<Record<string, string>> = Object.freeze({
  ENOENT: 'there is no such file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'it is a directory',
  ENOTDIR: 'a folder on its path is a file',
  ELOOP: 'its symbolic links go round in a loop',
  ENAMETOOLONG: 'the name is too long',
  EMFILE: 'too many files are open',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'the file system is read-only',
  EIO: 'an input/output error',
  EBUSY: 'the file is busy',
  EXDEV: 'it is on another file system',
  EINVAL: 'the system refuses the read',
});

/** Why a file could not be read or written: the system error in words, with its code; anything else as its message. */
export function reasonOf(error: unknown): string {
  const code = typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string' ? (error as { code: string }).code : undefined;
  const known = code === undefined ? undefined : SYSTEM_ERRORS[code];
  if (known !== undefined) return `${known} (${code})`;
  return error instanceof Error ? error.message : String(error);
}

/** The system error's code (`ENOENT`), when it has one. */
export function errorCode(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}
