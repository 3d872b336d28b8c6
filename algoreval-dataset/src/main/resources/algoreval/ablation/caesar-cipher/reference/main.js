function solve(text, k) {
  let out = "";
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (ch >= "a" && ch <= "z") out += String.fromCharCode(((code - 97 + k) % 26) + 97);
    else if (ch >= "A" && ch <= "Z") out += String.fromCharCode(((code - 65 + k) % 26) + 65);
    else out += ch;
  }
  return out;
}

const text = "Meet me at the Zoo, 10:45 sharp!";
const k = 3;
console.log(solve(text, k));
