function kmpSearch(text, pattern) {
  const m = pattern.length;
  const failure = new Array(m).fill(0);
  for (let i = 1, k = 0; i < m; i++) {
    while (k > 0 && pattern[i] !== pattern[k]) k = failure[k - 1];
    if (pattern[i] === pattern[k]) k++;
    failure[i] = k;
  }

  const matches = [];
  for (let i = 0, k = 0; i < text.length; i++) {
    while (k > 0 && text[i] !== pattern[k]) k = failure[k - 1];
    if (text[i] === pattern[k]) k++;
    if (k === m) {
      matches.push(i - m + 1);
      k = failure[k - 1];
    }
  }
  return matches;
}

const searches = [
  ["AABAACAADAABAABA", "AABA"],
  ["abababcabababab", "abab"],
  ["aaaaaa", "aaa"],
  ["abcabcabcabcab", "abcabd"],
];
for (const [text, pattern] of searches) {
  const matches = kmpSearch(text, pattern);
  console.log(matches.length > 0 ? matches.join(" ") : "none");
}
