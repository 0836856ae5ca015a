/**
 * EMVCo merchant-presented QR content, as NAPAS's VietQR uses it: a string of TLV fields (two-digit
 * id, two-digit length, value), some of which nest fields of their own, closed by a CRC field.
 */

/** CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF), what EMVCo QR codes end with. */
export function crc16Ccitt(text: string): number {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

const hex4 = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');

/** One field: id, length in two digits, value. Values are ASCII, so characters count as bytes. */
export function tlv(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new Error(`EMV field id must be two digits: ${id}`);
  if (value.length > 99) throw new Error(`EMV field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Appends the CRC field (63, four hex digits) computed over everything before it and "6304". */
export function withCrc(body: string): string {
  const head = `${body}6304`;
  return `${head}${hex4(crc16Ccitt(head))}`;
}

export type EmvFields = Map<string, string>;

/** Reads one level of TLV fields; null when the lengths do not add up. */
export function readTlv(text: string): EmvFields | null {
  const fields: EmvFields = new Map();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const len = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(text.slice(at + 2, at + 4))) return null;
    const value = text.slice(at + 4, at + 4 + len);
    if (value.length !== len) return null;
    fields.set(id, value);
    at += 4 + len;
  }
  return fields;
}

/** The top-level fields of a whole QR content, once its CRC checks out; null otherwise. */
export function readEmvQr(payload: string): EmvFields | null {
  const crcAt = payload.length - 8;
  if (crcAt < 0 || payload.slice(crcAt, crcAt + 4) !== '6304') return null;
  if (payload.slice(crcAt + 4) !== hex4(crc16Ccitt(payload.slice(0, crcAt + 4)))) return null;
  return readTlv(payload);
}
