function rleEncode(s) {
  let out = "";
  let i = 0;
  while (i < s.length) {
    let j = i;
    while (j < s.length && s[j] === s[i]) j++;
    out += String(j - i) + s[i];
    i = j;
  }
  return out;
}

function rleDecode(encoded) {
  let out = "";
  let count = 0;
  for (const ch of encoded) {
    if (ch >= "0" && ch <= "9") {
      count = count * 10 + Number(ch);
    } else {
      out += ch.repeat(count);
      count = 0;
    }
  }
  return out;
}

const strings = ["WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW", "aaabccddddde", "xyz", "ZZzzZ"];
const encoded = ["12W1B3W", "1a2b3c", "10x1y2z", "2Q11q"];
for (const s of strings) console.log(rleEncode(s));
for (const e of encoded) console.log(rleDecode(e));
