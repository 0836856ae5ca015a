/**
 * Reads numbers typed into the bet box: any run of digits separated by spaces, commas, semicolons
 * or new lines. Numbers with the wrong digit count are returned apart so the page can name them;
 * repeats are dropped (a bet's numbers must be different).
 */
export function parseTypedNumbers(text: string, digits: number): { numbers: string[]; invalid: string[] } {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  const numbers: string[] = [];
  const invalid: string[] = [];
  for (const part of parts) {
    if (new RegExp(`^\\d{${digits}}$`).test(part)) {
      if (!numbers.includes(part)) numbers.push(part);
    } else if (!invalid.includes(part)) invalid.push(part);
  }
  return { numbers, invalid };
}

/** Every number of a digit count in order: 0–9, 00–99 or 000–999. */
export function numberRange(digits: number): string[] {
  const count = 10 ** digits;
  return Array.from({ length: count }, (_, i) => String(i).padStart(digits, '0'));
}
