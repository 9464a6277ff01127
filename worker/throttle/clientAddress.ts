/**
 * The client address to count per-address limits by. On Cloudflare, CF-Connecting-IP is set by
 * the edge and cannot be forged by the client. The local server (miniflare) sets it to the
 * socket's loopback address: every local client would share it, so loopback and a missing
 * header (another proxy, tests) mean "no address", and only the per-account limits apply.
 * IPv6 clients are counted by their /64, the block one subscriber holds.
 */
export function clientAddress(header: string | undefined | null): string | null {
  const ip = header?.trim().toLowerCase()
  if (!ip || ip.length > 64) return null
  if (ip.includes(':')) {
    if (ip === '::1' || ip.startsWith('::ffff:127.')) return null
    return ipv6Prefix(ip)
  }
  if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(ip) || ip.startsWith('127.')) return null
  return ip
}

function ipv6Prefix(ip: string): string | null {
  if (!/^[0-9a-f:.]+$/.test(ip)) return null
  const [head = '', tail] = ip.split('::')
  const first = head ? head.split(':') : []
  const last = tail ? tail.split(':') : []
  const groups =
    tail === undefined ? first : [...first, ...Array(Math.max(0, 8 - first.length - last.length)).fill('0'), ...last]
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
