#include <cstdint>
#include <iostream>
#include <string>
#include <utility>
#include <vector>

std::vector<int> rabinKarpSearch(const std::string& text, const std::string& pattern) {
    const std::uint64_t BASE = 256, MOD = 1000000007ULL;
    std::size_t n = text.size(), m = pattern.size();
    std::vector<int> matches;
    if (m > n) return matches;
    std::uint64_t high = 1;  // BASE^(m-1) mod MOD, the weight of the leading character in a window
    for (std::size_t i = 0; i + 1 < m; i++) high = high * BASE % MOD;
    std::uint64_t pHash = 0, tHash = 0;
    for (std::size_t i = 0; i < m; i++) {
        pHash = (pHash * BASE + static_cast<unsigned char>(pattern[i])) % MOD;
        tHash = (tHash * BASE + static_cast<unsigned char>(text[i])) % MOD;
    }
    for (std::size_t s = 0; s + m <= n; s++) {
        // equal hashes may still be a collision, so compare the characters
        if (pHash == tHash && text.compare(s, m, pattern) == 0) matches.push_back(static_cast<int>(s));
        if (s + m < n) {
            tHash = (tHash + MOD - static_cast<unsigned char>(text[s]) * high % MOD) % MOD;
            tHash = (tHash * BASE + static_cast<unsigned char>(text[s + m])) % MOD;
        }
    }
    return matches;
}

int main() {
    std::vector<std::pair<std::string, std::string>> searches = {
        {"abracadabra", "abra"},
        {"aaaaaaaa", "aaa"},
        {"the cat sat on the mat with the hat", "at"},
        {"31415926535897932384626433832795", "3832"},
        {"mississippi", "issip"},
        {"abc", "abcd"},
    };
    for (const auto& [text, pattern] : searches) {
        auto matches = rabinKarpSearch(text, pattern);
        if (matches.empty()) std::cout << "none";
        for (std::size_t i = 0; i < matches.size(); i++) std::cout << (i ? " " : "") << matches[i];
        std::cout << '\n';
    }
    return 0;
}
