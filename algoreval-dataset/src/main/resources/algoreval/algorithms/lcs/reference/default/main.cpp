#include <algorithm>
#include <iostream>
#include <string>
#include <utility>
#include <vector>

int lcsLength(const std::string& a, const std::string& b) {
    std::size_t m = a.size(), n = b.size();
    // dp[i][j] = length of an LCS of a[0..i) and b[0..j)
    std::vector<std::vector<int>> dp(m + 1, std::vector<int>(n + 1, 0));
    for (std::size_t i = 1; i <= m; i++) {
        for (std::size_t j = 1; j <= n; j++) {
            if (a[i - 1] == b[j - 1]) {
                dp[i][j] = dp[i - 1][j - 1] + 1;
            } else {
                dp[i][j] = std::max(dp[i - 1][j], dp[i][j - 1]);
            }
        }
    }
    return dp[m][n];
}

int main() {
    std::vector<std::pair<std::string, std::string>> pairs = {
        {"ABCBDAB", "BDCABA"},
        {"AGGTAB", "GXTXAYB"},
        {"sequencealignment", "consequentialsign"},
        {"abcdef", "ghijkl"},
        {"", "abc"},
    };
    for (const auto& [a, b] : pairs) std::cout << lcsLength(a, b) << '\n';
    return 0;
}
