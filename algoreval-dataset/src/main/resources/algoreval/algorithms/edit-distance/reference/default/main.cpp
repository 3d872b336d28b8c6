#include <algorithm>
#include <iostream>
#include <string>
#include <utility>
#include <vector>

int editDistance(const std::string& a, const std::string& b) {
    std::size_t m = a.size(), n = b.size();
    // dp[i][j] = distance between a[0..i) and b[0..j)
    std::vector<std::vector<int>> dp(m + 1, std::vector<int>(n + 1, 0));
    for (std::size_t i = 0; i <= m; i++) dp[i][0] = static_cast<int>(i);
    for (std::size_t j = 0; j <= n; j++) dp[0][j] = static_cast<int>(j);
    for (std::size_t i = 1; i <= m; i++) {
        for (std::size_t j = 1; j <= n; j++) {
            int cost = a[i - 1] == b[j - 1] ? 0 : 1;
            dp[i][j] = std::min({dp[i - 1][j] + 1, dp[i][j - 1] + 1, dp[i - 1][j - 1] + cost});
        }
    }
    return dp[m][n];
}

int main() {
    std::vector<std::pair<std::string, std::string>> pairs = {
        {"intention", "execution"}, {"sunday", "saturday"}, {"", "hello"}};
    for (const auto& [a, b] : pairs) std::cout << editDistance(a, b) << '\n';
    return 0;
}
