/** Every HTTP response of the platform travels in this envelope (ARCHITECTURE 'HTTP API'). */
export interface Envelope<T> {
  success: boolean;
  /** Stable machine code; the web maps it to a translated string. 'OK' on success. */
  code: string;
  /** Human text, the spec's §8 wording where it has one. */
  message: string;
  value: T;
}
