#include <algorithm>
#include <iostream>
#include <string>
#include <utility>
#include <vector>

std::vector<int> zFunction(const std::string& s) {
    int n = static_cast<int>(s.size());
    std::vector<int> z(n, 0);
    if (n == 0) return z;
    z[0] = n;
    int left = 0, right = 0;  // [left, right) is the rightmost window known to match a prefix of s
    for (int i = 1; i < n; i++) {
        if (i < right) z[i] = std::min(right - i, z[i - left]);
        while (i + z[i] < n && s[z[i]] == s[i + z[i]]) z[i]++;
        if (i + z[i] > right) {
            left = i;
            right = i + z[i];
        }
    }
    return z;
}

std::vector<int> zSearch(const std::string& text, const std::string& pattern) {
    int m = static_cast<int>(pattern.size());
    std::vector<int> z = zFunction(pattern + "$" + text);
    std::vector<int> matches;
    for (int i = m + 1; i < static_cast<int>(z.size()); i++) {
        if (z[i] >= m) matches.push_back(i - m - 1);
    }
    return matches;
}

static void printList(const std::vector<int>& values) {
    for (std::size_t i = 0; i < values.size(); i++) std::cout << (i ? " " : "") << values[i];
    std::cout << '\n';
}

int main() {
    for (const std::string s : {"aabcaabxaaaz", "aaaaa", "abacaba"}) printList(zFunction(s));
    std::vector<std::pair<std::string, std::string>> searches = {
        {"abacabadabacaba", "aba"}, {"aaaaaa", "aa"}, {"hello world", "xyz"}};
    for (const auto& [text, pattern] : searches) {
        auto matches = zSearch(text, pattern);
        if (matches.empty()) std::cout << "none\n";
        else printList(matches);
    }
    return 0;
}
