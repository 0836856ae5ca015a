import { BlockList, isIP } from 'node:net';

/** Lists built once per address list; a brand's list is replaced, never changed, when edited. */
const built = new WeakMap<readonly string[], BlockList>();

function listOf(entries: readonly string[]): BlockList {
  let list = built.get(entries);
  if (list) return list;
  list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  built.set(entries, list);
  return list;
}

/**
 * Whether an address is one the operator lets through while the brand is under maintenance (their
 * office checking the site before it opens again). IPv4 callers reaching an IPv6 socket arrive as
 * `::ffff:a.b.c.d` and are read as IPv4.
 */
export function passesMaintenance(allow: readonly string[], ip: string): boolean {
  if (allow.length === 0) return false;
  const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const family = isIP(plain);
  if (family === 0) return false;
  return listOf(allow).check(plain, family === 6 ? 'ipv6' : 'ipv4');
}
