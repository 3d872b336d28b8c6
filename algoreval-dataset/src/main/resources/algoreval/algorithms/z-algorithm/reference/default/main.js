function zFunction(s) {
  const n = s.length;
  const z = new Array(n).fill(0);
  if (n === 0) return z;
  z[0] = n;
  let left = 0;
  let right = 0; // [left, right) is the rightmost window known to match a prefix of s
  for (let i = 1; i < n; i++) {
    if (i < right) z[i] = Math.min(right - i, z[i - left]);
    while (i + z[i] < n && s[z[i]] === s[i + z[i]]) z[i]++;
    if (i + z[i] > right) {
      left = i;
      right = i + z[i];
    }
  }
  return z;
}

function zSearch(text, pattern) {
  const m = pattern.length;
  const z = zFunction(pattern + "$" + text);
  const matches = [];
  for (let i = m + 1; i < z.length; i++) {
    if (z[i] >= m) matches.push(i - m - 1);
  }
  return matches;
}

for (const s of ["aabcaabxaaaz", "aaaaa", "abacaba"]) console.log(zFunction(s).join(" "));
const searches = [["abacabadabacaba", "aba"], ["aaaaaa", "aa"], ["hello world", "xyz"]];
for (const [text, pattern] of searches) {
  const matches = zSearch(text, pattern);
  console.log(matches.length > 0 ? matches.join(" ") : "none");
}
