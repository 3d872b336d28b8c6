const BASE = 256;
const MOD = 1000000007; // all intermediate values stay below 2^53

function rabinKarpSearch(text, pattern) {
  const n = text.length;
  const m = pattern.length;
  const matches = [];
  if (m > n) return matches;
  let high = 1; // BASE^(m-1) mod MOD, the weight of the leading character in a window
  for (let i = 0; i < m - 1; i++) high = (high * BASE) % MOD;
  let pHash = 0;
  let tHash = 0;
  for (let i = 0; i < m; i++) {
    pHash = (pHash * BASE + pattern.charCodeAt(i)) % MOD;
    tHash = (tHash * BASE + text.charCodeAt(i)) % MOD;
  }
  for (let s = 0; s + m <= n; s++) {
    // equal hashes may still be a collision, so compare the characters
    if (pHash === tHash && text.startsWith(pattern, s)) matches.push(s);
    if (s + m < n) {
      tHash = (tHash + MOD - ((text.charCodeAt(s) * high) % MOD)) % MOD;
      tHash = (tHash * BASE + text.charCodeAt(s + m)) % MOD;
    }
  }
  return matches;
}

const searches = [
  ["abracadabra", "abra"],
  ["aaaaaaaa", "aaa"],
  ["the cat sat on the mat with the hat", "at"],
  ["31415926535897932384626433832795", "3832"],
  ["mississippi", "issip"],
  ["abc", "abcd"],
];
for (const [text, pattern] of searches) {
  const matches = rabinKarpSearch(text, pattern);
  console.log(matches.length > 0 ? matches.join(" ") : "none");
}
