# Minimal: nodes as dicts with a count of the stored words below each node; a duplicate insert is checked first.
class Trie:
    def __init__(self):
        self.root = {"children": {}, "end": False, "count": 0}

    def _node(self, s):
        node = self.root
        for ch in s:
            node = node["children"].get(ch)
            if node is None:
                return None
        return node

    def insert(self, word):
        if self.search(word):
            return
        node = self.root
        node["count"] += 1
        for ch in word:
            nxt = node["children"].get(ch)
            if nxt is None:
                nxt = {"children": {}, "end": False, "count": 0}
                node["children"][ch] = nxt
            node = nxt
            node["count"] += 1
        node["end"] = True

    def search(self, word):
        node = self._node(word)
        return node is not None and node["end"]

    def startsWith(self, prefix):
        node = self._node(prefix)
        return node is not None and node["count"] > 0

    def countPrefix(self, prefix):
        node = self._node(prefix)
        return 0 if node is None else node["count"]
