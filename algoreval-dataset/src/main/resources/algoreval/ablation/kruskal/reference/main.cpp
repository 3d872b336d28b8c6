#include <algorithm>
#include <iostream>
#include <numeric>
#include <vector>

std::vector<std::vector<int>> solve(int n, const std::vector<std::vector<int>>& edges) {
    std::vector<int> parent(n);
    std::iota(parent.begin(), parent.end(), 0);
    auto find = [&](int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    };
    std::vector<std::vector<int>> sorted = edges;
    // stable_sort keeps edges of equal weight in their input order
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const std::vector<int>& a, const std::vector<int>& b) { return a[2] < b[2]; });
    std::vector<std::vector<int>> selected;
    for (const auto& e : sorted) {
        int ru = find(e[0]), rv = find(e[1]);
        if (ru != rv) {
            parent[ru] = rv;
            selected.push_back(e);
        }
    }
    return selected;
}

int main() {
    int n = 5;
    std::vector<std::vector<int>> edges = {{0, 1, 2}, {1, 2, 1}, {0, 2, 2}, {2, 3, 3},
                                           {3, 4, 1}, {1, 3, 3}, {2, 4, 3}, {0, 4, 5}};
    long long total = 0;
    for (const auto& e : solve(n, edges)) {
        std::cout << e[0] << " " << e[1] << " " << e[2] << "\n";
        total += e[2];
    }
    std::cout << total << "\n";
    return 0;
}
