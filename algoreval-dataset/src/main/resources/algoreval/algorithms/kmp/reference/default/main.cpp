#include <iostream>
#include <string>
#include <utility>
#include <vector>

std::vector<int> kmpSearch(const std::string &text, const std::string &pattern) {
    const int n = static_cast<int>(text.size());
    const int m = static_cast<int>(pattern.size());
    std::vector<int> failure(m, 0);
    for (int i = 1, k = 0; i < m; i++) {
        while (k > 0 && pattern[i] != pattern[k]) k = failure[k - 1];
        if (pattern[i] == pattern[k]) k++;
        failure[i] = k;
    }

    std::vector<int> matches;
    for (int i = 0, k = 0; i < n; i++) {
        while (k > 0 && text[i] != pattern[k]) k = failure[k - 1];
        if (text[i] == pattern[k]) k++;
        if (k == m) {
            matches.push_back(i - m + 1);
            k = failure[k - 1];
        }
    }
    return matches;
}

int main() {
    const std::vector<std::pair<std::string, std::string>> searches = {
        {"AABAACAADAABAABA", "AABA"},
        {"abababcabababab", "abab"},
        {"aaaaaa", "aaa"},
        {"abcabcabcabcab", "abcabd"},
    };
    for (const auto &[text, pattern] : searches) {
        std::vector<int> matches = kmpSearch(text, pattern);
        if (matches.empty()) {
            std::cout << "none\n";
            continue;
        }
        for (std::size_t i = 0; i < matches.size(); i++) {
            if (i > 0) std::cout << ' ';
            std::cout << matches[i];
        }
        std::cout << '\n';
    }
    return 0;
}
