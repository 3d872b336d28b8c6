// direction is +1 to encrypt and -1 to decrypt
function transform(text, key, direction) {
  const upperKey = key.toUpperCase();
  let out = "";
  let pos = 0; // index of the next key letter; advances only on letters
  for (const ch of text) {
    let base;
    if (ch >= "a" && ch <= "z") base = 97;
    else if (ch >= "A" && ch <= "Z") base = 65;
    else {
      out += ch;
      continue;
    }
    const shift = direction * (upperKey.charCodeAt(pos % upperKey.length) - 65);
    out += String.fromCharCode(base + ((((ch.charCodeAt(0) - base + shift) % 26) + 26) % 26));
    pos++;
  }
  return out;
}

function vigenereEncrypt(text, key) {
  return transform(text, key, 1);
}

function vigenereDecrypt(text, key) {
  return transform(text, key, -1);
}

console.log(vigenereEncrypt("ATTACKATDAWN", "LEMON"));
console.log(vigenereEncrypt("Attack at dawn! Meet at 9 o'clock.", "LeMoN"));
console.log(vigenereDecrypt("Rijvs, Uyvjn! Xfsw gc e qogpox.", "key"));
console.log(vigenereEncrypt("Zebra zoo, XYZ.", "b"));
