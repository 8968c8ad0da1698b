import { createContext, useContext } from 'react';

/**
 * What the upload widget needs from the session, handed in by the app so
 * that ui/ stays free of features/: a promise that a session token exists
 * (spec §5: a guest is signed in as a guest before the upload starts).
 */
export interface UploadSession {
  ensureSession: () => Promise<unknown>;
}

export const UploadSessionContext = createContext<UploadSession | null>(null);

export function useUploadSession(): UploadSession {
  const uploadSession = useContext(UploadSessionContext);
  if (!uploadSession) {
    throw new Error('UploadWidget must be rendered inside an UploadSessionContext provider (see app providers).');
  }
  return uploadSession;
}
