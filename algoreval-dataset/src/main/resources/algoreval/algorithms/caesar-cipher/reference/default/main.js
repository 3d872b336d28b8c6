function shiftLetters(text, shift) {
  const k = ((shift % 26) + 26) % 26;
  let out = "";
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (code >= 97 && code <= 122) {
      out += String.fromCharCode(97 + ((code - 97 + k) % 26));
    } else if (code >= 65 && code <= 90) {
      out += String.fromCharCode(65 + ((code - 65 + k) % 26));
    } else {
      out += ch;
    }
  }
  return out;
}

function caesarEncrypt(text, shift) {
  return shiftLetters(text, shift);
}

function caesarDecrypt(text, shift) {
  return shiftLetters(text, -shift);
}

console.log(caesarEncrypt("Hello, World! Meet me at 10:30 near the Zoo.", 3));
console.log(caesarDecrypt("Khoor, Zruog!", 3));
console.log(caesarEncrypt("The Quick Brown Fox Jumps Over The Lazy Dog", 13));
console.log(caesarEncrypt("abc-XYZ xyz_ABC", 29));
console.log(caesarDecrypt("Vjg swkem dtqyp hqz", -24));
