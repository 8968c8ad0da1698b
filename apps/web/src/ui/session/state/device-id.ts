/** localStorage key of this browser's device id, sent with every guest session request. */
const DEVICE_ID_KEY = 'talkreel.deviceId';

/**
 * A version 4 UUID. `crypto.randomUUID` exists only in secure contexts, and a
 * self-hosted Talkreel is often opened over plain http on a LAN address, so
 * fall back to `getRandomValues`, which every browser offers everywhere.
 */
function createDeviceId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The id that stays with this browser across sessions; created on first use. */
export function getDeviceId(): string {
  const stored = localStorage.getItem(DEVICE_ID_KEY);
  if (stored) return stored;
  const deviceId = createDeviceId();
  localStorage.setItem(DEVICE_ID_KEY, deviceId);
  return deviceId;
}
