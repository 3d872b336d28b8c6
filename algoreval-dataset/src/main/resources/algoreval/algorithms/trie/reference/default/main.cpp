#include <iostream>
#include <map>
#include <memory>
#include <string>
#include <vector>

class Trie {
public:
    Trie() : root_(std::make_unique<Node>()) {}

    void insert(const std::string& word) {
        if (search(word)) return;
        Node* node = root_.get();
        node->wordsBelow++;
        for (char ch : word) {
            auto& child = node->children[ch];
            if (!child) child = std::make_unique<Node>();
            node = child.get();
            node->wordsBelow++;
        }
        node->isWord = true;
    }

    bool search(const std::string& word) const {
        const Node* node = walk(word);
        return node != nullptr && node->isWord;
    }

    bool startsWith(const std::string& prefix) const { return walk(prefix) != nullptr; }

    int countPrefix(const std::string& prefix) const {
        const Node* node = walk(prefix);
        return node == nullptr ? 0 : node->wordsBelow;
    }

private:
    struct Node {
        std::map<char, std::unique_ptr<Node>> children;
        bool isWord = false;
        int wordsBelow = 0;  // number of stored words that pass through (or end at) this node
    };

    std::unique_ptr<Node> root_;

    const Node* walk(const std::string& s) const {
        const Node* node = root_.get();
        for (char ch : s) {
            auto it = node->children.find(ch);
            if (it == node->children.end()) return nullptr;
            node = it->second.get();
        }
        return node;
    }
};

int main() {
    std::vector<std::string> words = {"apple", "app", "application", "apt", "bat", "batch", "bath", "banana", "band", "app"};
    std::vector<std::string> queries = {"app", "appl", "ap", "bat", "ba", "banana", "bananas", "band", "c", "a"};
    Trie trie;
    for (const auto& w : words) trie.insert(w);
    for (const auto& q : queries) {
        std::cout << q << " " << (trie.search(q) ? "true" : "false") << " "
                  << (trie.startsWith(q) ? "true" : "false") << " " << trie.countPrefix(q) << "\n";
    }
    return 0;
}
