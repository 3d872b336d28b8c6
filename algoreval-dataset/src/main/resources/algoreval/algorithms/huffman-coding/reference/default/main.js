function huffmanCodes(text) {
  const counts = new Map();
  for (const ch of text) counts.set(ch, (counts.get(ch) || 0) + 1);
  // A tiny sorted work list is enough for a small alphabet: take the two lightest trees each round.
  let seq = 0;
  let trees = [...counts.keys()].sort().map((ch) => ({ weight: counts.get(ch), seq: seq++, symbol: ch }));
  const lighter = (a, b) => a.weight - b.weight || a.seq - b.seq;
  while (trees.length > 1) {
    trees.sort(lighter);
    const [a, b] = trees.splice(0, 2);
    trees.push({ weight: a.weight + b.weight, seq: seq++, left: a, right: b });
  }
  const lengths = new Map();
  (function assign(node, depth) {
    if (node.left === undefined) {
      lengths.set(node.symbol, Math.max(depth, 1));
      return;
    }
    assign(node.left, depth + 1);
    assign(node.right, depth + 1);
  })(trees[0], 0);

  const order = [...lengths.keys()].sort((x, y) => lengths.get(x) - lengths.get(y) || (x < y ? -1 : x > y ? 1 : 0));
  const codes = new Map();
  let code = 0;
  let prevLen = 0;
  for (const ch of order) {
    const len = lengths.get(ch);
    code *= 2 ** (len - prevLen);
    codes.set(ch, code.toString(2).padStart(len, "0"));
    prevLen = len;
    code += 1;
  }
  return codes;
}

function huffmanEncode(text, codes) {
  let out = "";
  for (const ch of text) out += codes.get(ch);
  return out;
}

const text = "ffabdddadgcbfaafgdadddadbffaafdagebcb";
const codes = huffmanCodes(text);
for (const ch of [...codes.keys()].sort()) console.log(`${ch} ${codes.get(ch)}`);
const encoded = huffmanEncode(text, codes);
console.log(String(encoded.length));
console.log(encoded);
