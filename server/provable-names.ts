import { parse } from 'tldts';

/**
 * Services whose every subdomain resolves to an address written in the name, private ones
 * included: whoever adds `127.0.0.1.nip.io` owns nothing, and the name points wherever it says.
 */
const WILDCARD_DNS: Record<string, string> = {
  'nip.io': 'maps 10.0.0.1.nip.io to 10.0.0.1',
  'sslip.io': 'maps 10-0-0-1.sslip.io to 10.0.0.1',
  'xip.io': 'the old name of the same service, now lapsed',
  'traefik.me': 'maps 10-0-0-1.traefik.me to 10.0.0.1',
  'lvh.me': 'every name resolves to 127.0.0.1',
  'localtest.me': 'every name resolves to 127.0.0.1',
  'vcap.me': 'every name resolves to 127.0.0.1',
  'localhost.direct': 'every name resolves to 127.0.0.1',
  'localhost.run': 'hands its subdomains to anyone for a tunnel to their own machine',
};

/**
 * Special-use names (RFC 6761 and later) that no public DNS answers for: `.invalid`, Tor's
 * `.onion` (RFC 7686), `.alt` (RFC 9476) and `.arpa`'s reverse-lookup names (RFC 3172).
 */
const SPECIAL_USE = ['invalid', 'onion', 'alt', 'arpa'];

/** RFC 2606 names for documentation and tests: fine on a local server, refused on a public one. */
const TEST_NAMES = ['example', 'test'];

const under = (name: string, suffixes: Iterable<string>) =>
  [...suffixes].find((suffix) => name === suffix || name.endsWith(`.${suffix}`));

/**
 * Why public DNS could never prove a host name (lower case, no final dot) to be someone's, or
 * null: its suffix is not an ICANN public suffix (`nas.lan`, `router.home`), it is a Public
 * Suffix List private suffix's subdomain (handed out by a platform such as `github.io` or a
 * dynamic-DNS service), a special-use name, a wildcard-DNS service, or a public suffix itself.
 * `.example` and `.test` pass only when `allowTestNames` (the DNS proof is off: a local server).
 */
export const unprovableNameProblem = (
  name: string,
  { allowTestNames }: { allowTestNames: boolean },
): string | null => {
  const wildcard = under(name, Object.keys(WILDCARD_DNS));
  if (wildcard)
    return `${wildcard} is a wildcard DNS service (${WILDCARD_DNS[wildcard]}), not a domain anyone owns. Add a domain you own, like go.example.com.`;
  const special = under(name, SPECIAL_USE);
  if (special)
    return `.${special} is a special-use name that public DNS does not answer for. Add a public domain you own, like go.example.com.`;
  const test = under(name, TEST_NAMES);
  if (test)
    return allowTestNames
      ? null
      : `.${test} is reserved for examples and tests, and this service is public. Add a public domain you own, like go.example.com.`;
  const parsed = parse(name, { allowPrivateDomains: true });
  if (parsed.isPrivate)
    return `${parsed.publicSuffix} hands out its subdomains to its users (it is on the Public Suffix List's private part), so DNS cannot show a name under it is yours. Add a domain you own, like go.example.com.`;
  if (!parsed.isIcann)
    return `.${parsed.publicSuffix} is not a public top-level domain, so ${name} only exists on a private network. Add a public domain you own, like go.example.com.`;
  if (!parsed.domain)
    return `${name} is a public suffix, under which others register their domains. Add a domain you own, like go.example.com.`;
  return null;
};
