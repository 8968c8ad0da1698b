/** The add menu: text, shapes, uploads, avatars, music (built in its own change). */
export function AddMenu() {
  return null;
}
