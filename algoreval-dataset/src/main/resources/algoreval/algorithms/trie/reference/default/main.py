class TrieNode:
    def __init__(self):
        self.children = {}
        self.is_word = False
        self.words_below = 0  # number of stored words that pass through (or end at) this node


class Trie:
    def __init__(self):
        self.root = TrieNode()

    def insert(self, word):
        if self.search(word):
            return
        node = self.root
        node.words_below += 1
        for ch in word:
            node = node.children.setdefault(ch, TrieNode())
            node.words_below += 1
        node.is_word = True

    def _walk(self, s):
        node = self.root
        for ch in s:
            node = node.children.get(ch)
            if node is None:
                return None
        return node

    def search(self, word):
        node = self._walk(word)
        return node is not None and node.is_word

    def startsWith(self, prefix):
        return self._walk(prefix) is not None

    def countPrefix(self, prefix):
        node = self._walk(prefix)
        return 0 if node is None else node.words_below


if __name__ == "__main__":
    words = ["apple", "app", "application", "apt", "bat", "batch", "bath", "banana", "band", "app"]
    queries = ["app", "appl", "ap", "bat", "ba", "banana", "bananas", "band", "c", "a"]
    trie = Trie()
    for w in words:
        trie.insert(w)
    for q in queries:
        print(q, "true" if trie.search(q) else "false", "true" if trie.startsWith(q) else "false", trie.countPrefix(q))
