#include <algorithm>
#include <iostream>
#include <map>
#include <memory>
#include <queue>
#include <string>
#include <vector>

struct Node {
    long weight;
    char symbol;
    std::shared_ptr<Node> left, right;
};

static void assignLengths(const std::shared_ptr<Node> &node, int depth, std::map<char, int> &lengths) {
    if (!node->left) {
        lengths[node->symbol] = std::max(depth, 1);
        return;
    }
    assignLengths(node->left, depth + 1, lengths);
    assignLengths(node->right, depth + 1, lengths);
}

std::map<char, std::string> huffmanCodes(const std::string &text) {
    std::map<char, long> counts;
    for (char c : text) counts[c]++;
    // Min-heap by weight; the sequence number keeps the order deterministic among equal weights.
    using Entry = std::pair<std::pair<long, int>, std::shared_ptr<Node>>;
    auto cmp = [](const Entry &a, const Entry &b) { return a.first > b.first; };
    std::priority_queue<Entry, std::vector<Entry>, decltype(cmp)> heap(cmp);
    int seq = 0;
    for (const auto &[symbol, count] : counts) {
        heap.push({{count, seq++}, std::make_shared<Node>(Node{count, symbol, nullptr, nullptr})});
    }
    while (heap.size() > 1) {
        auto a = heap.top();
        heap.pop();
        auto b = heap.top();
        heap.pop();
        long w = a.second->weight + b.second->weight;
        heap.push({{w, seq++}, std::make_shared<Node>(Node{w, 0, a.second, b.second})});
    }
    std::map<char, int> lengths;
    assignLengths(heap.top().second, 0, lengths);

    std::vector<char> order;
    for (const auto &entry : lengths) order.push_back(entry.first);
    std::sort(order.begin(), order.end(), [&](char x, char y) {
        return lengths[x] != lengths[y] ? lengths[x] < lengths[y] : x < y;
    });
    std::map<char, std::string> codes;
    unsigned long code = 0;
    int prevLen = 0;
    for (char c : order) {
        int len = lengths[c];
        code <<= (len - prevLen);
        std::string bits;
        for (int b = len - 1; b >= 0; b--) bits += ((code >> b) & 1) ? '1' : '0';
        codes[c] = bits;
        prevLen = len;
        code++;
    }
    return codes;
}

std::string huffmanEncode(const std::string &text, const std::map<char, std::string> &codes) {
    std::string out;
    for (char c : text) out += codes.at(c);
    return out;
}

int main() {
    std::string text = "ffabdddadgcbfaafgdadddadbffaafdagebcb";
    std::map<char, std::string> codes = huffmanCodes(text);
    for (const auto &[symbol, code] : codes) std::cout << symbol << " " << code << "\n";
    std::string encoded = huffmanEncode(text, codes);
    std::cout << encoded.size() << "\n" << encoded << "\n";
    return 0;
}
