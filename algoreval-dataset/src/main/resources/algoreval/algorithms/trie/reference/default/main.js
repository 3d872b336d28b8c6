class TrieNode {
  constructor() {
    this.children = new Map();
    this.isWord = false;
    this.wordsBelow = 0; // number of stored words that pass through (or end at) this node
  }
}

class Trie {
  constructor() {
    this.root = new TrieNode();
  }

  insert(word) {
    if (this.search(word)) return;
    let node = this.root;
    node.wordsBelow++;
    for (const ch of word) {
      if (!node.children.has(ch)) node.children.set(ch, new TrieNode());
      node = node.children.get(ch);
      node.wordsBelow++;
    }
    node.isWord = true;
  }

  walk(s) {
    let node = this.root;
    for (const ch of s) {
      node = node.children.get(ch);
      if (node === undefined) return null;
    }
    return node;
  }

  search(word) {
    const node = this.walk(word);
    return node !== null && node.isWord;
  }

  startsWith(prefix) {
    return this.walk(prefix) !== null;
  }

  countPrefix(prefix) {
    const node = this.walk(prefix);
    return node === null ? 0 : node.wordsBelow;
  }
}

const words = ["apple", "app", "application", "apt", "bat", "batch", "bath", "banana", "band", "app"];
const queries = ["app", "appl", "ap", "bat", "ba", "banana", "bananas", "band", "c", "a"];
const trie = new Trie();
for (const w of words) trie.insert(w);
for (const q of queries) {
  console.log(`${q} ${trie.search(q)} ${trie.startsWith(q)} ${trie.countPrefix(q)}`);
}
