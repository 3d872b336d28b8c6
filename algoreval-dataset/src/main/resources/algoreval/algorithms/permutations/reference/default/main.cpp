#include <algorithm>
#include <functional>
#include <iostream>
#include <vector>

std::vector<std::vector<int>> permutations(const std::vector<int>& items) {
    std::vector<std::vector<int>> result;
    std::vector<int> current;
    std::vector<bool> used(items.size(), false);
    std::function<void()> extend = [&]() {
        if (current.size() == items.size()) {
            result.push_back(current);
            return;
        }
        for (std::size_t i = 0; i < items.size(); i++) {
            if (used[i]) continue;
            used[i] = true;
            current.push_back(items[i]);
            extend();
            current.pop_back();
            used[i] = false;
        }
    };
    extend();
    return result;
}

int main() {
    auto perms = permutations({3, -1, 4, 0});
    std::sort(perms.begin(), perms.end());
    for (const auto& p : perms) {
        for (std::size_t i = 0; i < p.size(); i++) std::cout << (i ? " " : "") << p[i];
        std::cout << '\n';
    }
    std::cout << permutations({1, 2, 3, 4, 5, 6}).size() << '\n';
    return 0;
}
