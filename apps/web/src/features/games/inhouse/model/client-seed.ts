/**
 * A client seed chosen in the browser: 16 hex characters from the browser's CSPRNG, so the house
 * neither picks nor knows it before the player commits to it.
 */
export function randomClientSeed(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
